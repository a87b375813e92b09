import type { WebhookEventType } from "@sondar/core/webhooks/webhook-events";
import type { WebhookEndpoint } from "@sondar/core/webhooks/webhook-replies";
import {
  WEBHOOK_ENDPOINT_LIMIT,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
} from "@sondar/core/webhooks/webhook-requests";
import { formatErrorMessage } from "@sondar/core/errors/format-error-message";
import { auditActorOf, recordAudit } from "../audit-log/record-audit";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { withAdvisoryLock } from "../../db/with-advisory-lock";
import { surveys } from "../../db/schema/surveys";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { AppError } from "../../lib/app-error";
import { requireWebhookEndpoint, requireWebhookWorkspace, type WebhookActor, type WebhookEndpointRow } from "./webhook-access";
import { createWebhookSecret } from "./webhook-signature";

type AuditedChange = "webhook.create" | "webhook.update" | "webhook.delete" | "webhook.rotate_secret";

/** The audit entry of a change to an endpoint: its address and events, never its secret. */
function auditWebhook(tx: Database, actor: WebhookActor, action: AuditedChange, row: WebhookEndpointRow): Promise<void> {
  const who = auditActorOf(actor, actor.ip);
  return recordAudit(tx, {
    organizationId: row.organizationId,
    actor: who.actor,
    action,
    target: { type: "webhook", id: row.id },
    details: { ...who.details, url: row.url, events: row.events, enabled: row.enabled },
    at: actor.now,
  });
}

/** Endpoints of one workspace: an organization's, or the user's personal one. */
const inWorkspace = (organizationId: string | null, userId: string) =>
  organizationId
    ? eq(webhookEndpoints.organizationId, organizationId)
    : and(isNull(webhookEndpoints.organizationId), eq(webhookEndpoints.userId, userId));

function toEndpoint(row: WebhookEndpointRow, surveyTitle: string | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    surveyId: row.surveyId,
    surveyTitle,
    organizationId: row.organizationId,
    secret: row.secret,
    enabled: row.enabled,
    disabledReason: row.disabledReason as WebhookEndpoint["disabledReason"],
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

async function surveyTitle(db: Database, surveyId: string | null): Promise<string | null> {
  if (!surveyId) return null;
  const [row] = await db.select({ title: surveys.title }).from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  return row?.title ?? null;
}

/** The endpoints of a workspace the actor may manage, newest first (open to a lapsed plan, so they can be seen and removed). */
export async function listWebhookEndpoints(
  db: Database,
  actor: WebhookActor,
  input: { organizationId?: string | null | undefined },
): Promise<WebhookEndpoint[]> {
  const workspace = await requireWebhookWorkspace(db, actor, { organizationId: input.organizationId }, { plan: false });
  const rows = await db
    .select({ endpoint: webhookEndpoints, title: surveys.title })
    .from(webhookEndpoints)
    .leftJoin(surveys, eq(surveys.id, webhookEndpoints.surveyId))
    .where(inWorkspace(workspace.organizationId, workspace.userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map((row) => toEndpoint(row.endpoint, row.title));
}

export async function getWebhookEndpoint(db: Database, actor: WebhookActor, input: { id: string }): Promise<WebhookEndpoint> {
  const row = await requireWebhookEndpoint(db, actor, input.id, { plan: false });
  return toEndpoint(row, await surveyTitle(db, row.surveyId));
}

/** Adds an endpoint with a new secret; the workspace is the survey's when one is named. */
export async function createWebhookEndpoint(
  db: Database,
  actor: WebhookActor,
  input: CreateWebhookRequest,
): Promise<WebhookEndpoint> {
  const workspace = await requireWebhookWorkspace(db, actor, input);
  // The count and the insert under one lock per workspace: creates arriving together cannot pass the limit.
  const lockKey = `webhook-endpoints:${workspace.organizationId ?? `user:${workspace.userId}`}`;
  const row = await withAdvisoryLock(db, lockKey, async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(inWorkspace(workspace.organizationId, workspace.userId));
    if ((held?.n ?? 0) >= WEBHOOK_ENDPOINT_LIMIT) {
      throw new AppError("WEBHOOK_LIMIT_REACHED", {
        message: formatErrorMessage("WEBHOOK_LIMIT_REACHED", { max: WEBHOOK_ENDPOINT_LIMIT }),
      });
    }
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        userId: actor.userId,
        organizationId: workspace.organizationId,
        surveyId: input.surveyId ?? null,
        url: input.url,
        events: input.events,
        secret: createWebhookSecret(),
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (inserted) await auditWebhook(tx, actor, "webhook.create", inserted);
    return inserted;
  });
  if (!row) throw new AppError("INTERNAL");
  return toEndpoint(row, await surveyTitle(db, row.surveyId));
}

/**
 * Changes an endpoint's address, events, survey or switch. A new survey must be in the same
 * workspace; switching it on again clears its failures, so it is judged afresh.
 */
export async function updateWebhookEndpoint(
  db: Database,
  actor: WebhookActor,
  input: UpdateWebhookRequest & { id: string },
): Promise<WebhookEndpoint> {
  const row = await requireWebhookEndpoint(db, actor, input.id);
  if (input.surveyId) {
    const workspace = await requireWebhookWorkspace(db, actor, { surveyId: input.surveyId });
    if (workspace.organizationId !== row.organizationId) throw new AppError("SURVEY_NOT_FOUND");
  }
  const switchedOn = input.enabled === true && !row.enabled;
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.surveyId !== undefined ? { surveyId: input.surveyId } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: input.enabled ? null : "manual" } : {}),
        ...(switchedOn ? { consecutiveFailures: 0, failingSince: null } : {}),
        updatedAt: actor.now,
      })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    if (changed) await auditWebhook(tx, actor, "webhook.update", changed);
    return changed;
  });
  if (!updated) throw new AppError("WEBHOOK_NOT_FOUND");
  return toEndpoint(updated, await surveyTitle(db, updated.surveyId));
}

/** Removes an endpoint and its delivery log (open to a lapsed plan). */
export async function deleteWebhookEndpoint(db: Database, actor: WebhookActor, input: { id: string }): Promise<void> {
  const row = await requireWebhookEndpoint(db, actor, input.id, { plan: false });
  await db.transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
    await auditWebhook(tx, actor, "webhook.delete", row);
  });
}

/** Gives the endpoint a new secret at once: attempts from now on are signed with it. */
export async function rotateWebhookSecret(db: Database, actor: WebhookActor, input: { id: string }): Promise<WebhookEndpoint> {
  const row = await requireWebhookEndpoint(db, actor, input.id);
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(webhookEndpoints)
      .set({ secret: createWebhookSecret(), updatedAt: actor.now })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    if (changed) await auditWebhook(tx, actor, "webhook.rotate_secret", changed);
    return changed;
  });
  if (!updated) throw new AppError("WEBHOOK_NOT_FOUND");
  return toEndpoint(updated, await surveyTitle(db, updated.surveyId));
}
