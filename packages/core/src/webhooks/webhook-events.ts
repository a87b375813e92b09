import { z } from "zod";

/**
 * The events a webhook endpoint can subscribe to (docs/product/webhooks.md#events). Each is
 * recorded in the same transaction as the change that causes it, once per subject.
 */
export const WEBHOOK_EVENT_TYPES = [
  "response.created",
  "response.completed",
  "response.deleted",
  "survey.published",
  "survey.unpublished",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" delivers; no endpoint subscribes to it, it goes to the one asked. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/**
 * Every delivery's body, the Standard Webhooks envelope: `type`, `timestamp` (ISO text, when the
 * event happened) and `data`, whose fields depend on the type (docs/product/webhooks.md#payloads).
 */
export const webhookPayloadSchema = z.object({
  type: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.output<typeof webhookPayloadSchema>;
