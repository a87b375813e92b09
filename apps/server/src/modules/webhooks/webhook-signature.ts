import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new endpoint secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks libraries take it. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt (docs/decisions/181-webhook-delivery.md):
 * `webhook-id` is the event's id, the same on every attempt; the timestamp is the attempt's; the
 * signature is the `standardwebhooks` package's v1 HMAC-SHA256 over id, timestamp and body.
 */
export function webhookHeaders(secret: string, eventId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}
