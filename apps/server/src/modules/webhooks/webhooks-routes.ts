import {
  webhookDeliveryListReplySchema,
  webhookDeliveryReplySchema,
  webhookEndpointListReplySchema,
  webhookEndpointReplySchema,
} from "@sondar/core/webhooks/webhook-replies";
import { requestClientIp } from "../../middleware/client-ip";
import {
  createWebhookRequestSchema,
  listWebhooksQuerySchema,
  updateWebhookRequestSchema,
} from "@sondar/core/webhooks/webhook-requests";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import type { WebhookActor } from "./webhook-access";
import { listWebhookDeliveries, resendWebhookDelivery, sendWebhookTestEvent } from "./webhook-deliveries";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "./webhook-endpoints";

interface WebhooksRouteDeps {
  auth: Auth;
  db: Database;
  now: () => Date;
  /** Starts delivery of what a request queued (deliver-webhooks.ts). */
  kick: () => void;
}

type WebhooksContext = Context<{ Variables: UserVariables }>;

/** The signed-in API of webhooks (docs/product/webhooks.md): parse with core's schema, one service call, reply with core's schema. */
export function webhooksRoutes({ auth, db, now, kick }: WebhooksRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  app.use("/api/webhooks", requireUser(auth));
  app.use("/api/webhooks/*", requireUser(auth));
  const actor = (c: WebhooksContext): WebhookActor => ({ ...c.get("actor"), now: now(), ip: requestClientIp(c) });
  const reply = <S extends z.ZodType>(c: WebhooksContext, schema: S, body: z.input<S>, status: 200 | 201 = 200) =>
    c.json(schema.parse(body) as object, status);

  app.get("/api/webhooks", async (c) => {
    const query = parseWith(listWebhooksQuerySchema, { organizationId: c.req.query("organizationId") || null });
    return reply(c, webhookEndpointListReplySchema, { webhooks: await listWebhookEndpoints(db, actor(c), query) });
  });

  app.post("/api/webhooks", async (c) => {
    const input = parseWith(createWebhookRequestSchema, await readJsonBody(c, {}));
    return reply(c, webhookEndpointReplySchema, { webhook: await createWebhookEndpoint(db, actor(c), input) }, 201);
  });

  app.get("/api/webhooks/:id", async (c) =>
    reply(c, webhookEndpointReplySchema, { webhook: await getWebhookEndpoint(db, actor(c), { id: c.req.param("id") }) }),
  );

  app.patch("/api/webhooks/:id", async (c) => {
    const input = parseWith(updateWebhookRequestSchema, await readJsonBody(c, {}));
    const webhook = await updateWebhookEndpoint(db, actor(c), { ...input, id: c.req.param("id") });
    // Switched on again: what waited is due.
    if (input.enabled) kick();
    return reply(c, webhookEndpointReplySchema, { webhook });
  });

  app.delete("/api/webhooks/:id", async (c) => {
    await deleteWebhookEndpoint(db, actor(c), { id: c.req.param("id") });
    return c.body(null, 204);
  });

  app.post("/api/webhooks/:id/rotate-secret", async (c) =>
    reply(c, webhookEndpointReplySchema, { webhook: await rotateWebhookSecret(db, actor(c), { id: c.req.param("id") }) }),
  );

  app.get("/api/webhooks/:id/deliveries", async (c) => {
    const deliveries = await listWebhookDeliveries(db, actor(c), { endpointId: c.req.param("id") });
    return reply(c, webhookDeliveryListReplySchema, { deliveries });
  });

  app.post("/api/webhooks/:id/test", async (c) => {
    const delivery = await sendWebhookTestEvent(db, actor(c), { endpointId: c.req.param("id") });
    kick();
    return reply(c, webhookDeliveryReplySchema, { delivery }, 201);
  });

  app.post("/api/webhooks/:id/deliveries/:deliveryId/resend", async (c) => {
    const input = { endpointId: c.req.param("id"), deliveryId: c.req.param("deliveryId") };
    const delivery = await resendWebhookDelivery(db, actor(c), input);
    kick();
    return reply(c, webhookDeliveryReplySchema, { delivery });
  });

  return app;
}
