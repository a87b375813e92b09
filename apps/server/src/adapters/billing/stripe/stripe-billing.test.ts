import { billingDataReplySchema } from "@sondar/core/plans/billing-replies";
import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { startLoopbackApiServer } from "../../../../test/loopback-api-server";
import { subscriptionRecord } from "../../../../test/subscription-record";
import { createTestServer, signUpVerified, TEST_ORIGIN, type TestServer } from "../../../../test/test-server";
import { billingEvents, billingNotices } from "../../../db/schema/billing";
import { mailOutbox } from "../../../db/schema/platform";

// Stripe's SDK against a loopback server that answers its API, and webhooks signed as Stripe signs them.

const WEBHOOK_SECRET = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");
const customers = new Map<string, string>();
const invoices = new Map<string, unknown[]>();
let refuseCheckout = false;
let refuseCancel = false;
/** Subscription id → Stripe status, as the loopback's GET /v1/subscriptions/:id answers it. */
const stripeSubscriptions = new Map<string, string>();
let api: Awaited<ReturnType<typeof startLoopbackApiServer>>;
let server: TestServer;

beforeAll(async () => {
  api = await startLoopbackApiServer([
    {
      method: "POST",
      path: /^\/v1\/checkout\/sessions$/,
      reply: () =>
        refuseCheckout
          ? { status: 400, body: { error: { type: "invalid_request_error", message: "No such price: 'price_yearly'" } } }
          : { body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_test_1" } },
    },
    {
      method: "POST",
      path: /^\/v1\/billing_portal\/sessions$/,
      reply: () => ({ body: { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session/1" } }),
    },
    {
      method: "GET",
      path: /^\/v1\/customers\/([^/]+)$/,
      reply: (_request, match) =>
        customers.has(match[1] ?? "")
          ? { body: { id: match[1], object: "customer", email: customers.get(match[1] ?? "") } }
          : { status: 404, body: { error: { type: "invalid_request_error", message: `No such customer: '${match[1]}'` } } },
    },
    {
      method: "GET",
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      reply: (_request, match) =>
        stripeSubscriptions.get(match[1] ?? "") === "missing"
          ? {
              status: 404,
              body: {
                error: {
                  type: "invalid_request_error",
                  code: "resource_missing",
                  message: `No such subscription: '${match[1]}'`,
                },
              },
            }
          : { body: { id: match[1], object: "subscription", status: stripeSubscriptions.get(match[1] ?? "") ?? "active" } },
    },
    {
      method: "DELETE",
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      reply: (_request, match) => {
        if (refuseCancel) return { status: 400, body: { error: { type: "api_error", message: "Stripe is having a moment" } } };
        stripeSubscriptions.set(match[1] ?? "", "canceled");
        return { body: { id: match[1], object: "subscription", status: "canceled" } };
      },
    },
    {
      method: "GET",
      path: /^\/v1\/invoices$/,
      reply: (request) => ({
        body: {
          object: "list",
          url: "/v1/invoices",
          has_more: false,
          data: invoices.get(request.query.get("customer") ?? "") ?? [],
        },
      }),
    },
  ]);
  server = await createTestServer({
    env: {
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_loopback",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PRICE_YEARLY: "price_yearly",
      STRIPE_API_URL: api.url,
    },
  });
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function subscription(userId: string, customer: string, overrides: Record<string, unknown> = {}) {
  const periodEnd = nowSeconds() + 365 * 86_400;
  return {
    id: `sub_${customer}`,
    object: "subscription",
    customer,
    status: "active",
    metadata: { userId },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_end: null,
    items: {
      object: "list",
      data: [
        {
          id: "si_1",
          object: "subscription_item",
          current_period_start: nowSeconds(),
          current_period_end: periodEnd,
          price: {
            id: "price_yearly",
            object: "price",
            unit_amount: 19000,
            lookup_key: null,
            recurring: { interval: "year", interval_count: 1 },
          },
        },
      ],
    },
    ...overrides,
  };
}

let eventCounter = 0;
function event(type: string, object: unknown, created = nowSeconds()) {
  eventCounter += 1;
  return {
    id: `evt_${eventCounter}_${Date.now()}`,
    object: "event",
    type,
    created,
    api_version: Stripe.API_VERSION,
    data: { object },
  };
}

function sendWebhook(body: unknown, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp ?? nowSeconds(),
        })
      : options.signature;
  return server.app.request(`${TEST_ORIGIN}/api/billing/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: payload,
  });
}

const recordOf = (subscriptionId: string) => subscriptionRecord(server, subscriptionId);

describe("Stripe checkout and portal", () => {
  it("starts a Checkout Session for the chosen price, naming the user, with our return URLs and an idempotency key", async () => {
    const { client, userId, email } = await signUpVerified(server);
    const res = await client.post("/api/billing/checkout", { plan: "yearly" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
    const sent = api.lastRequest("/v1/checkout/sessions");
    expect(sent?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_yearly",
      "line_items[0][quantity]": "1",
      customer_email: email,
      client_reference_id: userId,
      "subscription_data[metadata][userId]": userId,
      success_url: `${TEST_ORIGIN}/billing?success=true`,
      cancel_url: `${TEST_ORIGIN}/billing?cancelled=true`,
    });
    expect(sent?.headers["idempotency-key"]).toMatch(/^checkout-/);
  });

  it("answers 'Failed to start checkout' when Stripe refuses", async () => {
    const { client } = await signUpVerified(server);
    refuseCheckout = true;
    const res = await client.post("/api/billing/checkout", { plan: "yearly" }).finally(() => (refuseCheckout = false));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: "CHECKOUT_FAILED", message: "Failed to start checkout" } });
    // The portal needs a customer first.
    expect((await client.post("/api/billing/portal")).status).toBe(404);
  });
});

describe("Stripe webhooks", () => {
  it("makes the subscriber active and shows Stripe's invoices in cents with their links; the portal opens for their customer", async () => {
    const { client, userId, email } = await signUpVerified(server);
    customers.set("cus_a", email);
    invoices.set("cus_a", [
      {
        id: "in_1",
        object: "invoice",
        customer: "cus_a",
        created: nowSeconds(),
        currency: "usd",
        total: 19000,
        status: "paid",
        hosted_invoice_url: "https://invoice.stripe.test/i/in_1",
        invoice_pdf: null,
        lines: { object: "list", data: [{ id: "il_1", object: "line_item", amount: 19000, subscription: "sub_cus_a" }] },
      },
    ]);
    const res = await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_a")));
    expect(res.status).toBe(200);
    expect(await recordOf("sub_cus_a")).toMatchObject({
      userId,
      status: "active",
      planId: "sondar-pro-USD-Yearly",
      planUnitPrice: 19000,
    });

    const data = billingDataReplySchema.parse(await (await client.get("/api/billing")).json());
    expect(data).toMatchObject({ provider: "stripe", testMode: true, customer: { id: "cus_a", email } });
    expect(data.subscription).toMatchObject({ id: "sub_cus_a", status: "active", billingPeriodUnit: "year" });
    expect(data.invoices).toEqual([
      expect.objectContaining({
        id: "in_1",
        amount: 19000,
        url: "https://invoice.stripe.test/i/in_1",
        lineItems: [{ subscriptionId: "sub_cus_a", amount: 19000 }],
      }),
    ]);

    const portal = await client.post("/api/billing/portal");
    expect(await portal.json()).toEqual({ url: "https://billing.stripe.test/p/session/1" });
    expect(api.lastRequest("/v1/billing_portal/sessions")?.form).toEqual({
      customer: "cus_a",
      return_url: `${TEST_ORIGIN}/billing`,
    });
    expect(api.lastRequest("/v1/billing_portal/sessions")?.headers["idempotency-key"]).toMatch(/^portal-/);

    // A paying customer is sent to the portal, not to a second checkout.
    expect((await client.post("/api/billing/checkout", { plan: "monthly" })).status).toBe(409);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { userId } = await signUpVerified(server);
    const forged = event("customer.subscription.created", subscription(userId, "cus_forged"));
    for (const res of [
      await sendWebhook(forged, { secret: "whsec_wrong" }),
      await sendWebhook(forged, { signature: null }),
      await sendWebhook(forged, { signature: "t=1,v1=deadbeef" }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "WEBHOOK_INVALID" } });
    }
    expect(await recordOf("sub_cus_forged")).toBeUndefined();
    const [seen] = await server.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.eventId, forged.id));
    expect(seen?.n).toBe(0);
  });

  it("refuses a signature older than 300 seconds (a replayed capture) and accepts one just inside", async () => {
    const { userId } = await signUpVerified(server);
    const stale = await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_stale")), {
      timestamp: nowSeconds() - 301,
    });
    expect(stale.status).toBe(400);
    expect(await recordOf("sub_cus_stale")).toBeUndefined();
    const fresh = await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_stale")), {
      timestamp: nowSeconds() - 290,
    });
    expect(fresh.status).toBe(200);
    expect((await recordOf("sub_cus_stale"))?.status).toBe("active");
  });

  it("processes a replayed event once: one record change, one payment-failed mail", async () => {
    const { userId, email } = await signUpVerified(server);
    await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_replay")));
    const failed = event("invoice.payment_failed", {
      id: "in_failed_1",
      object: "invoice",
      customer: "cus_replay",
      amount_due: 1900,
      currency: "usd",
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_cus_replay", metadata: {} } },
    });
    const first = await sendWebhook(failed);
    const second = await sendWebhook(failed);
    expect(await first.json()).toMatchObject({ processed: 1, duplicates: 0 });
    expect(await second.json()).toMatchObject({ processed: 0, duplicates: 1 });
    await server.jobs.runDue(["billing-notice"]);
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const failedMails = mails.filter((mail) => mail.subject.includes("could not collect"));
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]?.text).toContain("$19.00");
    expect(failedMails[0]?.text).toContain(`${TEST_ORIGIN}/billing`);
    const [notices] = await server.db.select({ n: count() }).from(billingNotices).where(eq(billingNotices.userId, userId));
    expect(notices?.n).toBe(1);
  });

  it("keeps the newest state when events arrive out of order", async () => {
    const { userId } = await signUpVerified(server);
    const t = nowSeconds();
    const cancelling = subscription(userId, "cus_order", { cancel_at_period_end: true, canceled_at: t });
    await sendWebhook(event("customer.subscription.updated", cancelling, t + 10));
    await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_order"), t));
    const record = await recordOf("sub_cus_order");
    expect(record).toMatchObject({ status: "cancelled", providerVersion: t + 10 });

    await sendWebhook(event("customer.subscription.deleted", { ...cancelling, status: "canceled", ended_at: t + 20 }, t + 20));
    expect((await recordOf("sub_cus_order"))?.status).toBe("inactive");
  });

  it("maps past_due onto an active plan whose payment failed, and unpaid onto inactive", async () => {
    const { userId } = await signUpVerified(server);
    await sendWebhook(event("customer.subscription.updated", subscription(userId, "cus_due", { status: "past_due" })));
    expect(await recordOf("sub_cus_due")).toMatchObject({ status: "active", paymentFailed: true, providerStatus: "past_due" });
    await sendWebhook(
      event("customer.subscription.updated", subscription(userId, "cus_due", { status: "unpaid" }), nowSeconds() + 1),
    );
    expect(await recordOf("sub_cus_due")).toMatchObject({ status: "inactive", providerStatus: "unpaid" });
    await sendWebhook(
      event(
        "customer.subscription.updated",
        subscription(userId, "cus_due", { status: "trialing", trial_end: nowSeconds() + 86_400 }),
        nowSeconds() + 2,
      ),
    );
    expect(await recordOf("sub_cus_due")).toMatchObject({ status: "in_trial" });
  });

  it("refuses billing data whose customer has another e-mail, or an invoice of another customer", async () => {
    const { client, userId } = await signUpVerified(server);
    customers.set("cus_other", "someone-else@example.com");
    await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_other")));
    const res = await client.get("/api/billing");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "BILLING_CUSTOMER_MISMATCH", message: "Customer data mismatch" } });
  });

  it("answers 'Failed to load billing data' when Stripe does not give the customer", async () => {
    const { client, userId } = await signUpVerified(server);
    await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_missing")));
    const res = await client.get("/api/billing");
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: "BILLING_LOAD_FAILED", message: "Failed to load billing data" } });
  });
});

describe("deleting an account with a Stripe subscription (decision 299)", () => {
  it("refuses while Stripe does not cancel the subscription, then cancels it and deletes the account", async () => {
    const { client, userId, password } = await signUpVerified(server);
    expect((await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_leaving")))).status).toBe(200);
    expect(await recordOf("sub_cus_leaving")).toMatchObject({ status: "active" });

    refuseCancel = true;
    const refused = await client.post("/api/account/delete", { password }).finally(() => (refuseCancel = false));
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error: { code: "ACCOUNT_BILLING_NOT_CANCELLED" } });
    expect((await client.get("/api/me")).status).toBe(200);
    expect(stripeSubscriptions.get("sub_cus_leaving")).toBeUndefined();

    const deleted = await client.post("/api/account/delete", { password });
    expect(deleted.status).toBe(200);
    expect(stripeSubscriptions.get("sub_cus_leaving")).toBe("canceled");
    expect(api.lastRequest("/v1/subscriptions/sub_cus_leaving")?.headers["idempotency-key"]).toMatch(/^cancel-sub_cus_leaving-/);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("goes ahead when Stripe no longer knows the subscription: nothing is left to charge", async () => {
    const { client, userId, password } = await signUpVerified(server);
    expect((await sendWebhook(event("customer.subscription.created", subscription(userId, "cus_gone")))).status).toBe(200);
    stripeSubscriptions.set("sub_cus_gone", "missing");
    expect((await client.post("/api/account/delete", { password })).status).toBe(200);
    expect(api.requests.some((request) => request.method === "DELETE" && request.path === "/v1/subscriptions/sub_cus_gone")).toBe(
      false,
    );
  });
});
