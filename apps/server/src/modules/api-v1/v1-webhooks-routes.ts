import { apiCreateWebhookSchema, webhookDeliveryListSchema, webhookListSchema } from "@sondar/core/api/v1-schemas";
import { requestClientIp } from "../../middleware/client-ip";
import { webhookDeliverySchema, webhookEndpointSchema } from "@sondar/core/webhooks/webhook-replies";
import { updateWebhookRequestSchema } from "@sondar/core/webhooks/webhook-requests";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { Database } from "../../db/database";
import { listWebhookDeliveries, resendWebhookDelivery } from "../webhooks/webhook-deliveries";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "../webhooks/webhook-endpoints";
import type { ApiKeyActor, ApiV1Variables } from "./api-key-auth";
import { errorResponses, jsonReply, KEY_SECURITY, type V1App } from "./v1-openapi";

const tags = ["Webhooks"];

const webhookIdParams = z.object({ id: z.string().min(1).max(100).meta({ description: "The webhook's id" }) });
const deliveryParams = webhookIdParams.extend({
  deliveryId: z.string().min(1).max(100).meta({ description: "The delivery's id" }),
});

/**
 * /api/v1/webhooks: the same webhook services as Settings, with the key's actor; the key's
 * workspace is the webhook's, and a read-only key is refused them all, since every answer holds
 * the signing secret (docs/decisions/196-v1-webhooks.md).
 */
export function v1WebhooksRoutes(app: V1App, deps: { db: Database; now: () => Date; kickWebhooks: () => void }) {
  const { db, now, kickWebhooks } = deps;
  const actorOf = (c: Context<{ Variables: ApiV1Variables }>): ApiKeyActor & { now: Date; ip: string | null } => ({
    ...c.get("actor"),
    now: now(),
    ip: requestClientIp(c),
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/webhooks",
      tags,
      summary: "List webhooks",
      description: "Every webhook endpoint of the key's workspace, newest first.",
      security: KEY_SECURITY,
      responses: { 200: jsonReply(webhookListSchema, "The workspace's endpoints"), ...errorResponses(403) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const data = await listWebhookEndpoints(db, actor, { organizationId: actor.organizationId });
      return c.json({ data }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/webhooks",
      tags,
      summary: "Create a webhook",
      description:
        "Subscribes `url` to `events` for the key's workspace, or for one survey of it with `surveyId`. The answer holds the `whsec_…` secret that signs every delivery (Standard Webhooks). Integration platforms call this on subscribe and DELETE on unsubscribe.",
      security: KEY_SECURITY,
      request: { body: { content: { "application/json": { schema: apiCreateWebhookSchema } } } },
      responses: {
        201: jsonReply(webhookEndpointSchema, "The new endpoint, with its secret"),
        ...errorResponses(402, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const input = { ...c.req.valid("json"), organizationId: actor.organizationId };
      return c.json(await createWebhookEndpoint(db, actor, input), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/webhooks/{id}",
      tags,
      summary: "Get a webhook",
      description: "One endpoint of the key's workspace, with its secret and whether it is switched on.",
      security: KEY_SECURITY,
      request: { params: webhookIdParams },
      responses: { 200: jsonReply(webhookEndpointSchema, "The endpoint"), ...errorResponses(403, 404) },
    }),
    async (c) => c.json(await getWebhookEndpoint(db, actorOf(c), { id: c.req.valid("param").id }), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/v1/webhooks/{id}",
      tags,
      summary: "Update a webhook",
      description:
        "Any of `url`, `events`, `surveyId` (null: the whole workspace) and `enabled`; `enabled: true` switches an endpoint that was disabled for failing back on.",
      security: KEY_SECURITY,
      request: { params: webhookIdParams, body: { content: { "application/json": { schema: updateWebhookRequestSchema } } } },
      responses: { 200: jsonReply(webhookEndpointSchema, "The saved endpoint"), ...errorResponses(402, 403, 404) },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const webhook = await updateWebhookEndpoint(db, actorOf(c), { ...input, id: c.req.valid("param").id });
      // Switched on again: what waited is due.
      if (input.enabled) kickWebhooks();
      return c.json(webhook, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/webhooks/{id}",
      tags,
      summary: "Delete a webhook",
      description: "Removes the endpoint and its delivery log; nothing more is sent to it.",
      security: KEY_SECURITY,
      request: { params: webhookIdParams },
      responses: { 204: { description: "Deleted; nothing to return" }, ...errorResponses(403, 404) },
    }),
    async (c) => {
      await deleteWebhookEndpoint(db, actorOf(c), { id: c.req.valid("param").id });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/webhooks/{id}/rotate-secret",
      tags,
      summary: "Rotate a webhook's secret",
      description: "Gives the endpoint a new `whsec_…` secret at once: every attempt from now on is signed with it.",
      security: KEY_SECURITY,
      request: { params: webhookIdParams },
      responses: {
        200: jsonReply(webhookEndpointSchema, "The endpoint, with its new secret"),
        ...errorResponses(402, 403, 404, 409, 422),
      },
    }),
    async (c) => c.json(await rotateWebhookSecret(db, actorOf(c), { id: c.req.valid("param").id }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/webhooks/{id}/deliveries",
      tags,
      summary: "List a webhook's deliveries",
      description: "The endpoint's latest deliveries, newest first, each with its latest attempt's status, duration and answer.",
      security: KEY_SECURITY,
      request: { params: webhookIdParams },
      responses: { 200: jsonReply(webhookDeliveryListSchema, "The delivery log"), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const data = await listWebhookDeliveries(db, actorOf(c), { endpointId: c.req.valid("param").id });
      return c.json({ data }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend",
      tags,
      summary: "Send a delivery again",
      description:
        "Makes the delivery due now with a fresh count of tries and the same `webhook-id`, whatever became of it before.",
      security: KEY_SECURITY,
      request: { params: deliveryParams },
      responses: { 200: jsonReply(webhookDeliverySchema, "The delivery, due again"), ...errorResponses(402, 403, 404, 409, 422) },
    }),
    async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      const delivery = await resendWebhookDelivery(db, actorOf(c), { endpointId: id, deliveryId });
      kickWebhooks();
      return c.json(delivery, 200);
    },
  );
}
