import { randomUUID } from "node:crypto";
import { WEBHOOK_TEST_EVENT } from "@sondar/core/webhooks/webhook-events";
import type { WebhookDelivery } from "@sondar/core/webhooks/webhook-replies";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { webhookDeliveries, webhookEvents } from "../../db/schema/webhooks";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { requireWebhookEndpoint, type WebhookActor } from "./webhook-access";

/** Deliveries the log shows per endpoint, newest first. */
const LOG_LENGTH = 100;

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  durationMs: webhookDeliveries.durationMs,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
};

interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    ...row,
    eventType: row.eventType as WebhookDelivery["eventType"],
    status: row.status as WebhookDelivery["status"],
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readDelivery(db: Database, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const [row] = isUuid(deliveryId)
    ? await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
        .limit(1)
    : [];
  if (!row) throw new AppError("WEBHOOK_DELIVERY_NOT_FOUND");
  return toDelivery(row);
}

/** The endpoint's delivery log: its latest deliveries with each one's latest attempt. */
export async function listWebhookDeliveries(
  db: Database,
  actor: WebhookActor,
  input: { endpointId: string },
): Promise<WebhookDelivery[]> {
  const endpoint = await requireWebhookEndpoint(db, actor, input.endpointId, { plan: false });
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_LENGTH);
  return rows.map(toDelivery);
}

/**
 * "Send again": the delivery is due again now, with the same event id (receivers that already
 * have it can tell) and a fresh count of tries, whatever became of it before.
 */
export async function resendWebhookDelivery(
  db: Database,
  actor: WebhookActor,
  input: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  const endpoint = await requireWebhookEndpoint(db, actor, input.endpointId);
  await readDelivery(db, endpoint.id, input.deliveryId);
  await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: actor.now, updatedAt: actor.now })
    .where(eq(webhookDeliveries.id, input.deliveryId));
  return readDelivery(db, endpoint.id, input.deliveryId);
}

/** "Send test event": a `webhook.test` event for this endpoint alone, due now (even while it is switched off: it goes when switched on). */
export async function sendWebhookTestEvent(
  db: Database,
  actor: WebhookActor,
  input: { endpointId: string },
): Promise<WebhookDelivery> {
  const endpoint = await requireWebhookEndpoint(db, actor, input.endpointId);
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: actor.now.toISOString(),
    data: { endpointId: endpoint.id, message: "This is a test event from Sondar." },
  };
  const id = await db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({ key: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`, type: WEBHOOK_TEST_EVENT, payload, createdAt: actor.now })
      .returning({ id: webhookEvents.id });
    if (!event) throw new AppError("INTERNAL");
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        eventId: event.id,
        endpointId: endpoint.id,
        nextAttemptAt: actor.now,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new AppError("INTERNAL");
    return delivery.id;
  });
  return readDelivery(db, endpoint.id, id);
}
