import { z } from "zod";
import { webhookEventTypeSchema } from "./webhook-events";

/** A workspace (personal or an organization's) holds at most this many endpoints. */
export const WEBHOOK_ENDPOINT_LIMIT = 20;

const URL_MAX_LENGTH = 2000;

/**
 * Where deliveries go: an absolute http(s) address without a user name or password (those would
 * sit in the log in plain text). Whether it points at a private network is checked when sending,
 * after resolving its name (docs/decisions/183-webhook-ssrf-guard.md).
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the address that should receive the events")
  .max(URL_MAX_LENGTH, `The address must be at most ${URL_MAX_LENGTH} characters`)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  }, "Enter a full http:// or https:// address, without a user name or password");

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, "Choose at least one event")
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks (and later POST /api/v1/webhooks): `surveyId` null or absent means the whole workspace. */
export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  surveyId: z.string().uuid().nullable().optional(),
  /** The organization whose workspace the endpoint serves; absent or null: the caller's personal one. */
  organizationId: z.string().min(1).nullable().optional(),
});
export type CreateWebhookRequest = z.output<typeof createWebhookRequestSchema>;

/** PATCH /api/webhooks/:id: any of these; `enabled: true` switches a disabled endpoint back on. */
export const updateWebhookRequestSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  surveyId: z.string().uuid().nullable().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.output<typeof updateWebhookRequestSchema>;

/** GET /api/webhooks?organizationId=…: the endpoints of one workspace. */
export const listWebhooksQuerySchema = z.object({
  organizationId: z.string().min(1).nullable().optional(),
});
