import type { ErrorCode } from "../errors/error-codes";
import { can, canOnSurvey, type TeamAction, type TeamRole } from "./team-permissions";

/** What an API key may do: read only, or read and write (docs/decisions/170-actors-and-services.md). */
export const API_KEY_SCOPES = ["read", "read_write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Who asks a service to act: a signed-in user, or an API key acting as the user who owns it,
 * within one workspace (its owner's personal surveys, or one organization's) and its scope.
 * Every entry point (the signed-in API, /api/v1, MCP tools, jobs) builds one and hands it to
 * the same service (docs/decisions/170-actors-and-services.md).
 */
export type Actor =
  | { kind: "user"; userId: string }
  | { kind: "api-key"; userId: string; keyId: string; scope: ApiKeyScope; organizationId: string | null };

export function userActor(userId: string): Actor {
  return { kind: "user", userId };
}

/** The actions that change nothing: a read-only key may take these and no other. */
export const READ_ACTIONS: readonly TeamAction[] = ["organization.view", "surveys.read", "responses.read", "responses.export"];

/** Whether the actor's scope lets it take `action` at all; a signed-in user's session has every scope. */
export function scopeAllows(actor: Actor, action: TeamAction): boolean {
  return actor.kind === "user" || actor.scope === "read_write" || READ_ACTIONS.includes(action);
}

/** Whether the actor may reach anything in `organizationId`'s workspace (null: its owner's personal one). */
export function reachesWorkspace(actor: Actor, organizationId: string | null): boolean {
  return actor.kind === "user" || actor.organizationId === organizationId;
}

/** A survey as the access rules see it. */
export interface SurveyOwnership {
  createdBy: string;
  organizationId: string | null;
}

/**
 * Whether `actor` may take `action` on a survey, given its owner's role in the survey's
 * organization (null: not a member, or a personal survey): null when allowed, else why not.
 * `hidden` means the actor may not even know the survey exists; `forbidden` that it may see it
 * but not do this by its role; `read-only` that its key's scope stops it. One rule for every
 * entry point: core's role table (team-permissions.ts), then the key's workspace and scope.
 */
export function getSurveyRefusal(
  actor: Actor,
  survey: SurveyOwnership,
  role: TeamRole | null,
  action: TeamAction,
): "hidden" | "forbidden" | "read-only" | null {
  const facts = { isCreator: survey.createdBy === actor.userId, inOrganization: !!survey.organizationId, role };
  if (!reachesWorkspace(actor, survey.organizationId) || !canOnSurvey(facts, "surveys.read")) return "hidden";
  if (!canOnSurvey(facts, action)) return "forbidden";
  if (!scopeAllows(actor, action)) return "read-only";
  return null;
}

/**
 * Whether `actor` may take `action` in an organization where its owner has `role`: the role
 * table, the key's workspace and its scope. Null when allowed, else the refusal.
 */
export function getOrganizationRefusal(
  actor: Actor,
  organizationId: string,
  role: TeamRole | null | undefined,
  action: TeamAction,
): "forbidden" | "read-only" | null {
  if (!reachesWorkspace(actor, organizationId) || !can(role, action)) return "forbidden";
  if (!scopeAllows(actor, action)) return "read-only";
  return null;
}

/** The error a key's scope refusal answers with. */
export const READ_ONLY_REFUSAL: ErrorCode = "API_KEY_READ_ONLY";

/**
 * Whether a member is kept out of an organization's surveys until they turn on two-factor
 * sign-in: the organization's owner requires it and the member has not
 * (docs/decisions/281-organizations-may-require-two-factor.md).
 */
export function needsTwoFactorForOrganization(facts: { organizationRequires: boolean; userHasTwoFactor: boolean }): boolean {
  return facts.organizationRequires && !facts.userHasTwoFactor;
}
