import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./auth";
import { surveys } from "./surveys";

/**
 * Where a workspace's events go (docs/product/webhooks.md): one survey's (`survey_id`) or the
 * whole workspace's, an organization's (`organization_id`) or, without one, its creator's
 * personal workspace. `busy_until` is the lease of the one delivery job working on it, so a
 * slow endpoint never takes more than one worker (docs/decisions/181-webhook-delivery.md).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    surveyId: uuid("survey_id").references(() => surveys.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    /** `whsec_` and the base64 key, as Standard Webhooks libraries take it. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The first failed attempt since the last success; null while it succeeds. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    busyUntil: timestamp("busy_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_organization_idx").on(t.organizationId),
    index("webhook_endpoints_user_idx").on(t.userId),
    index("webhook_endpoints_survey_idx").on(t.surveyId),
    check("webhook_endpoints_disabled_reason_check", sql`${t.disabledReason} in ('failing', 'manual')`),
  ],
);

/**
 * One event, written in the same transaction as the change that causes it. `key` names its
 * subject (`response.completed:<response id>`), so a retried or concurrent change records it
 * once (docs/decisions/180-webhook-events-in-the-writing-transaction.md). Its id is the
 * `webhook-id` every delivery of it carries. No foreign key to the survey: the event outlives it.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    type: text("type").notNull(),
    surveyId: uuid("survey_id"),
    /** The body sent, the Standard Webhooks envelope { type, timestamp, data }. */
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webhook_events_key_idx").on(t.key), index("webhook_events_created_idx").on(t.createdAt)],
);

/** One event to one endpoint: its latest attempt's outcome, and when the next is due while pending. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms"),
    responseExcerpt: text("response_excerpt"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_due_idx")
      .on(t.endpointId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_log_idx").on(t.endpointId, t.createdAt.desc()),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
