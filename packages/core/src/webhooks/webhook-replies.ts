import { z } from "zod";
import { WEBHOOK_TEST_EVENT, webhookEventTypeSchema } from "./webhook-events";

/**
 * What the webhook endpoints answer (`apps/server/src/modules/webhooks/`), for the server to type
 * its replies and the settings screen to parse them. The secret is shown in full to whoever may
 * manage the endpoint: receivers need it to verify signatures.
 */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  surveyId: z.string().nullable(),
  surveyTitle: z.string().nullable(),
  organizationId: z.string().nullable(),
  secret: z.string(),
  enabled: z.boolean(),
  /** Why it was switched off; null while enabled or when switched off by hand. */
  disabledReason: z.enum(["failing", "manual"]).nullable(),
  consecutiveFailures: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointReplySchema = z.object({ webhook: webhookEndpointSchema });
export const webhookEndpointListReplySchema = z.object({ webhooks: z.array(webhookEndpointSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** One delivery of one event to one endpoint, with its latest attempt's outcome. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, for receivers to drop repeats. */
  eventId: z.string(),
  eventType: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** The receiver's HTTP status; null when it did not answer (network error, time limit) or before the first attempt. */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The start of the receiver's answer, or what went wrong when it did not answer. */
  responseExcerpt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryListReplySchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookDeliveryReplySchema = z.object({ delivery: webhookDeliverySchema });
