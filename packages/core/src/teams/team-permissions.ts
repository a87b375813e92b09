/**
 * Who may do what in an organization: one table, read by the server before every organization,
 * survey, response, export, upload and analysis action, and by the web app to show or hide
 * controls (docs/product/teams.md#roles).
 */

export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles an invitation or a role change may give; the owner role only moves by a transfer. */
export const ASSIGNABLE_ROLES = ["admin", "member"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const TEAM_ACTIONS = [
  "organization.view",
  "organization.rename",
  "organization.delete",
  "organization.transfer",
  // Require two-factor sign-in of every member (docs/decisions/281-organizations-may-require-two-factor.md).
  "organization.requireTwoFactor",
  "members.manage",
  "invitations.manage",
  "surveys.create",
  "surveys.read",
  "surveys.edit",
  "surveys.delete",
  "surveys.move",
  "responses.read",
  "responses.delete",
  "responses.export",
  "webhooks.manage",
  "apiKeys.manage",
  // Read the organization's audit log (docs/decisions/293-audit-log.md).
  "auditLog.read",
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const MEMBER_ACTIONS = ["organization.view", "surveys.create", "surveys.read", "surveys.edit", "responses.read"] as const;
const ADMIN_ACTIONS = [
  ...MEMBER_ACTIONS,
  "organization.rename",
  "members.manage",
  "invitations.manage",
  "surveys.delete",
  "surveys.move",
  "responses.delete",
  "responses.export",
  "webhooks.manage",
  // Create and revoke the organization's API keys (docs/decisions/190-api-keys.md).
  "apiKeys.manage",
  "auditLog.read",
] as const;

/** The role → permitted actions table. */
export const TEAM_PERMISSIONS: Record<TeamRole, readonly TeamAction[]> = {
  owner: [...ADMIN_ACTIONS, "organization.delete", "organization.transfer", "organization.requireTwoFactor"],
  admin: ADMIN_ACTIONS,
  member: MEMBER_ACTIONS,
};

/** Actions a survey's creator may take on it whatever their role, as long as they are still a member. */
export const CREATOR_ACTIONS: readonly TeamAction[] = ["surveys.delete", "responses.delete", "responses.export"];

/** Whether `role` (null: not a member) may take `action` in an organization. */
export function can(role: TeamRole | null | undefined, action: TeamAction): boolean {
  return !!role && TEAM_PERMISSIONS[role].includes(action);
}

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === "string" && (TEAM_ROLES as readonly string[]).includes(value);
}

/** What decides a user's rights on one survey. */
export interface SurveyAccessFacts {
  /** The user created the survey. */
  isCreator: boolean;
  /** The survey belongs to an organization (else it is personal). */
  inOrganization: boolean;
  /** The user's role in the survey's organization; null when not a member (or a personal survey). */
  role: TeamRole | null;
}

/**
 * Whether a user may take `action` on one survey: a personal survey is its creator's alone; an
 * organization's survey follows the user's role, and its creator may also delete it, delete its
 * responses and export them while still a member.
 */
export function canOnSurvey(facts: SurveyAccessFacts, action: TeamAction): boolean {
  if (!facts.inOrganization) return facts.isCreator;
  if (!facts.role) return false;
  return can(facts.role, action) || (facts.isCreator && CREATOR_ACTIONS.includes(action));
}

/**
 * Whether `actor` may change `target`'s role or remove them: owners and admins manage members,
 * but nobody changes or removes the owner (ownership only moves by a transfer), and nobody does
 * it to themselves (leaving is its own action).
 */
export function canManageMember(
  actor: { role: TeamRole | null; userId: string },
  target: { role: TeamRole; userId: string },
): boolean {
  return can(actor.role, "members.manage") && target.role !== "owner" && target.userId !== actor.userId;
}

/** Whether a member with `role` may leave: the owner must transfer ownership first. */
export function canLeave(role: TeamRole | null): boolean {
  return !!role && role !== "owner";
}
