// Test-only: organizations, members, invitations and audit entries as the teams endpoints answer them.
import type { AuditEntry } from "@sondar/core/audit/audit-schemas";
import type { TeamRole } from "@sondar/core/teams/team-permissions";
import type { Invitation, OrganizationListItem, OrganizationMember } from "@sondar/core/teams/team-replies";

/** An organization as GET /api/organizations lists it, its owner on an active plan. */
export function organization(overrides: Partial<OrganizationListItem> = {}): OrganizationListItem {
  return {
    id: "org1",
    name: "Acme Research",
    role: "owner",
    memberCount: 3,
    createdAt: "2026-11-01T00:00:00.000Z",
    requireTwoFactor: false,
    plan: {
      canCreateSurveys: true,
      canEditSurveys: true,
      canDuplicateSurveys: true,
      isTrialActive: false,
      trialDaysLeft: 0,
      standing: "paid",
    },
    ...overrides,
  };
}

export function member(id: string, name: string, role: TeamRole, userId = `user-${id}`): OrganizationMember {
  return { id, userId, name, email: `${name.toLowerCase()}@example.com`, role, joinedAt: "2026-11-02T00:00:00.000Z" };
}

/** Ana (u1, the signed-in user of test-app's session) with `myRole`, Bea the owner when Ana is not, Carl an admin, Dan a member. */
export function team(myRole: TeamRole): OrganizationMember[] {
  const ana = member("m1", "Ana", myRole, "u1");
  const others = [
    ...(myRole === "owner" ? [] : [member("m2", "Bea", "owner")]),
    ...(myRole === "admin" ? [] : [member("m3", "Carl", "admin")]),
    member("m4", "Dan", "member"),
  ];
  return myRole === "owner" ? [ana, ...others] : [others[0] as OrganizationMember, ana, ...others.slice(1)];
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: "inv1",
    email: "eve@example.com",
    role: "member",
    state: "pending",
    inviterName: "Ana",
    expiresAt: "2026-12-04T00:00:00.000Z",
    createdAt: "2026-11-27T00:00:00.000Z",
    ...overrides,
  };
}

/** An audit entry as GET …/audit-log answers it: Ana (u1) invited eve@example.com unless overridden. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: "a1",
    createdAt: "2026-11-28T09:30:00.000Z",
    action: "member.invite",
    actorKind: "user",
    actorUserId: "u1",
    actorName: "Ana",
    actorEmail: "ana@example.com",
    apiKeyName: null,
    targetType: "invitation",
    targetId: "inv1",
    targetName: "eve@example.com",
    ip: "203.0.113.5",
    details: { email: "eve@example.com", role: "admin" },
    ...overrides,
  };
}
