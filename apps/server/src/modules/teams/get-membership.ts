import { needsTwoFactorForOrganization } from "@sondar/core/teams/actor";
import { isTeamRole, type TeamRole } from "@sondar/core/teams/team-permissions";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, organizations, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";

export interface Membership {
  /** The membership's id (members.id). */
  id: string;
  role: TeamRole;
}

/** The user's membership of the organization, or null when they are not in it. */
export async function getMembership(db: Database, userId: string, organizationId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ id: members.id, role: members.role })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  // A role our table does not know (written by another tool) grants the least: member.
  return row ? { id: row.id, role: isTeamRole(row.role) ? row.role : "member" } : null;
}

/** The organization's owner, whose plan governs its surveys. */
export async function getOrganizationOwnerId(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, "owner")))
    .orderBy(members.createdAt)
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The user's membership for reaching the organization's surveys (and their webhooks): null when
 * not a member; refused with ORGANIZATION_TWO_FACTOR_REQUIRED when the organization requires
 * two-factor sign-in and the user has not turned it on, by core's rule. The organization's own
 * pages (members, leave) stay open so a member can see why and leave
 * (docs/decisions/281-organizations-may-require-two-factor.md).
 */
export async function getSurveyMembership(db: Database, userId: string, organizationId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      id: members.id,
      role: members.role,
      organizationRequires: organizations.requireTwoFactor,
      userHasTwoFactor: users.twoFactorEnabled,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  if (!row) return null;
  if (needsTwoFactorForOrganization(row)) throw new AppError("ORGANIZATION_TWO_FACTOR_REQUIRED");
  return { id: row.id, role: isTeamRole(row.role) ? row.role : "member" };
}
