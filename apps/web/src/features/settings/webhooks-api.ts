import type { WebhookEventType } from "@sondar/core/webhooks/webhook-events";
import {
  webhookDeliveryListReplySchema,
  webhookDeliveryReplySchema,
  webhookEndpointListReplySchema,
  webhookEndpointReplySchema,
} from "@sondar/core/webhooks/webhook-replies";
import { noContentSchema } from "@sondar/core/http/no-content";
import { apiFetch } from "../../lib/api-client";

// The signed-in webhooks API (docs/product/webhooks.md), every reply parsed with core's schema.

export const webhooksKey = (organizationId: string | null) => ["webhooks", organizationId] as const;
export const deliveriesKey = (endpointId: string) => ["webhook-deliveries", endpointId] as const;

export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
  surveyId: string | null;
}

export const listWebhooks = (organizationId: string | null) =>
  apiFetch(`/api/webhooks${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`, {
    schema: webhookEndpointListReplySchema,
  }).then((reply) => reply.webhooks);

export const createWebhook = (organizationId: string | null, input: WebhookInput) =>
  apiFetch("/api/webhooks", { method: "POST", body: { ...input, organizationId }, schema: webhookEndpointReplySchema });

export const updateWebhook = (id: string, patch: Partial<WebhookInput> & { enabled?: boolean }) =>
  apiFetch(`/api/webhooks/${id}`, { method: "PATCH", body: patch, schema: webhookEndpointReplySchema });

export const deleteWebhook = (id: string) => apiFetch(`/api/webhooks/${id}`, { method: "DELETE", schema: noContentSchema });

export const rotateWebhookSecret = (id: string) =>
  apiFetch(`/api/webhooks/${id}/rotate-secret`, { method: "POST", body: {}, schema: webhookEndpointReplySchema });

export const listDeliveries = (id: string) =>
  apiFetch(`/api/webhooks/${id}/deliveries`, { schema: webhookDeliveryListReplySchema }).then((reply) => reply.deliveries);

export const sendTestEvent = (id: string) =>
  apiFetch(`/api/webhooks/${id}/test`, { method: "POST", body: {}, schema: webhookDeliveryReplySchema });

export const resendDelivery = (id: string, deliveryId: string) =>
  apiFetch(`/api/webhooks/${id}/deliveries/${deliveryId}/resend`, {
    method: "POST",
    body: {},
    schema: webhookDeliveryReplySchema,
  });
