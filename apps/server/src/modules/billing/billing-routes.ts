import { checkoutRequestSchema, type BillingProvider } from "@sondar/core/plans/billing-replies";
import { localCheckoutRequestSchema, localPortalActionSchema } from "@sondar/core/plans/local-billing-replies";
import { Hono } from "hono";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import type { Billing } from "./create-billing";
import { getBillingData } from "./get-billing-data";
import { actOnLocalPortal, getLocalPortal, payLocalCheckout } from "./local-billing-actions";
import { openPortal } from "./open-portal";
import { receiveWebhook } from "./receive-webhook";
import { startCheckout } from "./start-checkout";

/**
 * The billing API (docs/product/billing.md): the signed-in user's billing data, checkout and
 * portal; the providers' webhooks; and, with the local provider, its checkout and portal.
 */
export function billingRoutes({ auth, billing }: { auth: Auth; billing: Billing }) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.get("/api/billing", signedIn, async (c) => c.json(await getBillingData(billing, c.get("user"))));

  app.post("/api/billing/checkout", signedIn, async (c) => {
    const request = parseWith(checkoutRequestSchema, await readJsonBody(c));
    return c.json(await startCheckout(billing, c.get("user"), request));
  });

  app.post("/api/billing/portal", signedIn, async (c) => c.json(await openPortal(billing, c.get("user"))));

  // Signed by the provider, never by a session: the raw body is what the signature covers.
  for (const provider of ["stripe", "chargebee"] satisfies BillingProvider[]) {
    app.post(`/api/billing/webhooks/${provider}`, async (c) => {
      const result = await receiveWebhook(billing, provider, {
        rawBody: await c.req.text(),
        headers: c.req.raw.headers,
        now: billing.now(),
      });
      return c.json({ received: true, ...result });
    });
  }

  if (billing.adapter.local) {
    app.post("/api/billing/local/checkout", signedIn, async (c) => {
      const request = parseWith(localCheckoutRequestSchema, await readJsonBody(c));
      return c.json(await payLocalCheckout(billing, c.get("user"), request));
    });
    app.get("/api/billing/local/portal", signedIn, async (c) => c.json(await getLocalPortal(billing, c.get("user"))));
    app.post("/api/billing/local/portal", signedIn, async (c) => {
      const action = parseWith(localPortalActionSchema, await readJsonBody(c));
      return c.json(await actOnLocalPortal(billing, c.get("user"), action));
    });
  }

  return app;
}
