import { type Actor, READ_ONLY_REFUSAL, reachesWorkspace, scopeAllows } from "@sondar/core/teams/actor";
import { can } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { requireOrganizationAction } from "../teams/require-organization-action";
import { getMembership } from "../teams/get-membership";

/** Who asks, and when: every webhook service takes it (`(db, actor, input)`), so the REST API and jobs can call them too. */
export type WebhookActor = Actor & { now: Date };

/**
 * An API key reaches only its own workspace's endpoints, and managing them (their secrets
 * included) takes a read-and-write key (docs/decisions/170-actors-and-services.md).
 */
function requireKeyReach(actor: Actor, organizationId: string | null) {
  if (!reachesWorkspace(actor, organizationId)) throw new AppError("WEBHOOK_NOT_FOUND");
  if (!scopeAllows(actor, "webhooks.manage")) throw new AppError(READ_ONLY_REFUSAL);
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
    const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "webhooks.manage", {
      forbidden: "WEBHOOK_FORBIDDEN",
    });
    organizationId = survey.organizationId;
  } else if (organizationId) {
    await requireOrganizationAction(db, actor.userId, organizationId, "webhooks.manage");
  }
  requireKeyReach(actor, organizationId);
  if (options.plan) await requireWebhookPlan(db, actor, organizationId);
  return { organizationId, userId: actor.userId };
}

/**
 * The endpoint when the actor may manage it: a personal endpoint is its owner's alone; an
 * organization's follows the actor's role. Whoever may not see it is told it does not exist;
 * `plan: false` skips the plan's rule (listing and deleting stay open to a lapsed plan).
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
  if (!row) throw new AppError("WEBHOOK_NOT_FOUND");
  if (row.organizationId) {
    const membership = await getMembership(db, actor.userId, row.organizationId);
    if (!membership) throw new AppError("WEBHOOK_NOT_FOUND");
    if (!can(membership.role, "webhooks.manage")) throw new AppError("WEBHOOK_FORBIDDEN");
  } else if (row.userId !== actor.userId) {
    throw new AppError("WEBHOOK_NOT_FOUND");
  }
  requireKeyReach(actor, row.organizationId);
  if (options.plan) await requireWebhookPlan(db, actor, row.organizationId);
  return row;
}
