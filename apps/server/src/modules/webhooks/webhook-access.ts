import type { ErrorCode } from "@sondar/core/errors/error-codes";
import { type Actor, getOrganizationRefusal, READ_ONLY_REFUSAL, reachesWorkspace, scopeAllows } from "@sondar/core/teams/actor";
import type { TeamRole } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { getSurveyMembership } from "../teams/get-membership";

/** Who asks, and when: every webhook service takes it (`(db, actor, input)`), so the REST API and jobs can call them too. */
/** `ip`: the client address, for the audit log (docs/decisions/293-audit-log.md). */
export type WebhookActor = Actor & { now: Date; ip?: string | null };

/**
 * Throws when the actor may not manage webhooks in a workspace it can see: core's one rule for
 * an organization (its role, its key's scope: getOrganizationRefusal), the key's scope for a
 * personal workspace. Managing them, their secrets included, takes a read-and-write key
 * (docs/decisions/170-actors-and-services.md). Whether the actor can see the workspace at all
 * (a member, a key of that workspace) is the caller's to check first: outside it the answer is
 * "not found", never this refusal.
 */
function requireManage(actor: Actor, organizationId: string | null, role: TeamRole | null, forbidden: ErrorCode) {
  const refusal = organizationId
    ? getOrganizationRefusal(actor, organizationId, role, "webhooks.manage")
    : scopeAllows(actor, "webhooks.manage")
      ? null
      : "read-only";
  if (refusal) throw new AppError(refusal === "read-only" ? READ_ONLY_REFUSAL : forbidden);
}

/** A workspace: an organization's, or (organizationId null) a user's personal one. */
export interface WebhookWorkspace {
  organizationId: string | null;
  /** For a personal workspace its owner; for an organization's, who acts. */
  userId: string;
}

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** The plan's rule for webhooks, on the workspace's plan holder (docs/product/plans-and-trial.md#rights). */
async function requireWebhookPlan(db: Database, actor: WebhookActor, organizationId: string | null) {
  const holder = await getPlanHolderId(db, actor.userId, organizationId);
  await requirePlanAllows(db, holder, actor.now, "webhooks.manage");
}

/**
 * The workspace an endpoint will serve, after checking the actor may manage its webhooks by
 * core's table and its plan allows them: a survey's workspace when `surveyId` is given (and the
 * actor may manage that survey's webhooks), else the organization's or the actor's own.
 */
export async function requireWebhookWorkspace(
  db: Database,
  actor: WebhookActor,
  input: { organizationId?: string | null | undefined; surveyId?: string | null | undefined },
  options: { plan: boolean } = { plan: true },
): Promise<WebhookWorkspace> {
  let organizationId = input.organizationId ?? null;
  if (input.surveyId) {
    // Core's survey rule: outside the key's workspace or the actor's reach it is not found.
    const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "webhooks.manage", {
      forbidden: "WEBHOOK_FORBIDDEN",
    });
    organizationId = survey.organizationId;
  } else if (organizationId) {
    const membership = await getSurveyMembership(db, actor.userId, organizationId);
    if (!membership || !reachesWorkspace(actor, organizationId)) throw new AppError("ORGANIZATION_NOT_FOUND");
    requireManage(actor, organizationId, membership.role, "ORGANIZATION_FORBIDDEN");
  } else {
    if (!reachesWorkspace(actor, null)) throw new AppError("WEBHOOK_NOT_FOUND");
    requireManage(actor, null, null, "WEBHOOK_FORBIDDEN");
  }
  if (options.plan) await requireWebhookPlan(db, actor, organizationId);
  return { organizationId, userId: actor.userId };
}

/**
 * The endpoint when the actor may manage it: a personal endpoint is its owner's alone; an
 * organization's follows the actor's role. Whoever cannot see its workspace (not its owner, not
 * a member, a key of another workspace) is told it does not exist, before any role is looked at,
 * so its id tells them nothing; `plan: false` skips the plan's rule (listing and deleting stay
 * open to a lapsed plan).
 */
export async function requireWebhookEndpoint(
  db: Database,
  actor: WebhookActor,
  endpointId: string,
  options: { plan: boolean } = { plan: true },
): Promise<WebhookEndpointRow> {
  const [row] = isUuid(endpointId)
    ? await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).limit(1)
    : [];
  const membership = row?.organizationId ? await getSurveyMembership(db, actor.userId, row.organizationId) : null;
  const visible =
    !!row && reachesWorkspace(actor, row.organizationId) && (row.organizationId ? !!membership : row.userId === actor.userId);
  if (!row || !visible) throw new AppError("WEBHOOK_NOT_FOUND");
  requireManage(actor, row.organizationId, membership?.role ?? null, "WEBHOOK_FORBIDDEN");
  if (options.plan) await requireWebhookPlan(db, actor, row.organizationId);
  return row;
}
