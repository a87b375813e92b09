import { billingDataReplySchema } from "@sondar/core/plans/billing-replies";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startLoopbackApiServer } from "../../../../test/loopback-api-server";
import { subscriptionRecord } from "../../../../test/subscription-record";
import { createTestServer, signUpVerified, TEST_ORIGIN, type TestServer } from "../../../../test/test-server";
import { billingEvents } from "../../../db/schema/billing";
import { mailOutbox } from "../../../db/schema/platform";

// Chargebee's SDK against a loopback server that answers its API, and webhooks with basic auth.

const HOOK_USER = "chargebee-hook";
const HOOK_PASSWORD = "a-long-webhook-password";
const customers = new Map<string, string>();
/** Subscription id → Chargebee status, as the loopback answers and changes it. */
const chargebeeSubscriptions = new Map<string, string>();
let api: Awaited<ReturnType<typeof startLoopbackApiServer>>;
let server: TestServer;

beforeAll(async () => {
  api = await startLoopbackApiServer([
    {
      method: "POST",
      path: /^\/api\/v2\/hosted_pages\/checkout_new_for_items$/,
      reply: () => ({
        body: {
          hosted_page: {
            id: "hp_1",
            type: "checkout_new",
            url: "https://acme-test.chargebee.test/pages/v3/hp_1/",
            state: "created",
          },
        },
      }),
    },
    {
      method: "POST",
      path: /^\/api\/v2\/portal_sessions$/,
      reply: () => ({
        body: {
          portal_session: { id: "ps_1", access_url: "https://acme-test.chargebee.test/portal/v2/access/ps_1", status: "created" },
        },
      }),
    },
    {
      method: "GET",
      path: /^\/api\/v2\/customers\/([^/]+)$/,
      reply: (_request, match) => ({ body: { customer: { id: match[1], email: customers.get(match[1] ?? "") } } }),
    },
    {
      method: "GET",
      path: /^\/api\/v2\/subscriptions\/([^/]+)$/,
      reply: (_request, match) => ({
        body: { subscription: { id: match[1], status: chargebeeSubscriptions.get(match[1] ?? "") ?? "active" } },
      }),
    },
    {
      method: "POST",
      path: /^\/api\/v2\/subscriptions\/([^/]+)\/cancel_for_items$/,
      reply: (_request, match) => {
        chargebeeSubscriptions.set(match[1] ?? "", "cancelled");
        return { body: { subscription: { id: match[1], status: "cancelled" } } };
      },
    },
    {
      method: "GET",
      path: /^\/api\/v2\/invoices$/,
      reply: (request) => {
        const customerId = request.query.get("customer_id[is]") ?? "";
        return {
          body: {
            list: [
              {
                invoice: {
                  id: `inv_${customerId}`,
                  customer_id: customerId,
                  subscription_id: `cbsub_${customerId}`,
                  status: "paid",
                  date: Math.floor(Date.now() / 1000),
                  total: 1900,
                  currency_code: "USD",
                  line_items: [{ subscription_id: `cbsub_${customerId}`, amount: 1900 }],
                },
              },
            ],
          },
        };
      },
    },
  ]);
  server = await createTestServer({
    env: {
      BILLING_PROVIDER: "chargebee",
      CHARGEBEE_SITE: "acme-test",
      CHARGEBEE_API_KEY: "test_loopback_key",
      CHARGEBEE_WEBHOOK_USERNAME: HOOK_USER,
      CHARGEBEE_WEBHOOK_PASSWORD: HOOK_PASSWORD,
      CHARGEBEE_API_URL: api.url,
    },
  });
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function subscription(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `cbsub_${customerId}`,
    customer_id: customerId,
    status: "active",
    billing_period: 1,
    billing_period_unit: "month",
    current_term_end: nowSeconds() + 30 * 86_400,
    next_billing_at: nowSeconds() + 30 * 86_400,
    resource_version: 1_000,
    subscription_items: [
      {
        item_price_id: "sondar-pro-monthly",
        item_type: "plan",
        unit_price: 1900,
        billing_period: 1,
        billing_period_unit: "month",
      },
    ],
    ...overrides,
  };
}

let counter = 0;
function event(type: string, content: Record<string, unknown>) {
  counter += 1;
  return {
    id: `ev_${counter}_${Date.now()}`,
    event_type: type,
    occurred_at: nowSeconds(),
    object: "event",
    api_version: "v2",
    content,
  };
}

function sendWebhook(body: unknown, credentials: string | null = `${HOOK_USER}:${HOOK_PASSWORD}`) {
  return server.app.request(`${TEST_ORIGIN}/api/billing/webhooks/chargebee`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(credentials === null ? {} : { authorization: `Basic ${Buffer.from(credentials).toString("base64")}` }),
    },
    body: JSON.stringify(body),
  });
}

const recordOf = (subscriptionId: string) => subscriptionRecord(server, subscriptionId);

describe("Chargebee checkout and portal", () => {
  it("opens a hosted checkout for the plan's item price, our user as the customer, with an idempotency key", async () => {
    const { client, userId, email } = await signUpVerified(server);
    const res = await client.post("/api/billing/checkout", { plan: "yearly" });
    expect(await res.json()).toEqual({ url: "https://acme-test.chargebee.test/pages/v3/hp_1/" });
    const sent = api.lastRequest("/api/v2/hosted_pages/checkout_new_for_items");
    expect(sent?.form).toMatchObject({
      "subscription_items[item_price_id][0]": "sondar-pro-USD-Yearly",
      "customer[id]": userId,
      "customer[email]": email,
      redirect_url: `${TEST_ORIGIN}/billing?success=true`,
      cancel_url: `${TEST_ORIGIN}/billing?cancelled=true`,
    });
    expect(sent?.headers["chargebee-idempotency-key"]).toBeTruthy();
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from("test_loopback_key:").toString("base64")}`);
  });

  it("records the subscription from its webhook, lists the customer's invoices and opens the portal", async () => {
    const { client, userId, email } = await signUpVerified(server);
    customers.set(userId, email);
    const res = await sendWebhook(
      event("subscription_created", { subscription: subscription(userId), customer: { id: userId, email } }),
    );
    expect(res.status).toBe(200);
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({
      userId,
      status: "active",
      planId: "sondar-pro-monthly",
      planUnitPrice: 1900,
    });

    const data = billingDataReplySchema.parse(await (await client.get("/api/billing")).json());
    expect(data).toMatchObject({ provider: "chargebee", testMode: true, customer: { id: userId, email } });
    expect(data.invoices).toEqual([expect.objectContaining({ id: `inv_${userId}`, amount: 1900, currency: "usd", url: null })]);

    expect(await (await client.post("/api/billing/portal")).json()).toEqual({
      url: "https://acme-test.chargebee.test/portal/v2/access/ps_1",
    });
    expect(api.lastRequest("/api/v2/portal_sessions")?.form).toMatchObject({
      "customer[id]": userId,
      redirect_url: `${TEST_ORIGIN}/billing`,
    });
  });
});

describe("Chargebee webhooks", () => {
  it("refuses wrong or missing credentials and changes nothing", async () => {
    const { userId } = await signUpVerified(server);
    const body = event("subscription_created", { subscription: subscription(userId) });
    for (const credentials of [`${HOOK_USER}:wrong-password-here`, `intruder:${HOOK_PASSWORD}`, null]) {
      const res = await sendWebhook(body, credentials);
      expect(res.status).toBe(401);
    }
    expect(await recordOf(`cbsub_${userId}`)).toBeUndefined();
    const [seen] = await server.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.eventId, body.id));
    expect(seen?.n).toBe(0);
  });

  it("processes a replayed event once", async () => {
    const { userId, email } = await signUpVerified(server);
    await sendWebhook(event("subscription_created", { subscription: subscription(userId) }));
    const cancelled = event("subscription_cancellation_scheduled", {
      subscription: subscription(userId, {
        status: "non_renewing",
        cancelled_at: nowSeconds() + 30 * 86_400,
        resource_version: 2_000,
      }),
    });
    expect(await (await sendWebhook(cancelled)).json()).toMatchObject({ processed: 1 });
    expect(await (await sendWebhook(cancelled)).json()).toMatchObject({ processed: 0, duplicates: 1 });
    await server.jobs.runDue(["billing-notice"]);
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.filter((mail) => mail.subject.includes("is cancelled"))).toHaveLength(1);
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({ status: "cancelled" });
  });

  it("ends in the newest state whatever order events arrive in, by the subscription's resource_version", async () => {
    const { userId } = await signUpVerified(server);
    const created = event("subscription_created", { subscription: subscription(userId, { resource_version: 1_000 }) });
    const cancelled = event("subscription_cancelled", {
      subscription: subscription(userId, { status: "cancelled", cancelled_at: nowSeconds(), resource_version: 3_000 }),
    });
    const reactivated = event("subscription_reactivated", { subscription: subscription(userId, { resource_version: 4_000 }) });
    const renewed = event("subscription_renewed", { subscription: subscription(userId, { resource_version: 2_000 }) });
    for (const body of [reactivated, cancelled, created, renewed]) expect((await sendWebhook(body)).status).toBe(200);
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({ status: "active", providerVersion: 4_000 });
  });

  it("maps payment failures, non-renewing and paused subscriptions onto our record", async () => {
    const { userId, email } = await signUpVerified(server);
    await sendWebhook(
      event("payment_failed", {
        subscription: subscription(userId, { due_invoices_count: 1, resource_version: 5_000 }),
        invoice: {
          id: "inv_failed",
          customer_id: userId,
          subscription_id: `cbsub_${userId}`,
          status: "payment_due",
          amount_due: 1900,
          currency_code: "USD",
        },
      }),
    );
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({ status: "active", paymentFailed: true });
    await server.jobs.runDue(["billing-notice"]);
    expect((await server.lastMailTo(email))?.subject).toBe("We could not collect your Sondar payment");
    await sendWebhook(
      event("subscription_paused", { subscription: subscription(userId, { status: "paused", resource_version: 6_000 }) }),
    );
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({ status: "inactive", providerStatus: "paused" });
  });
});

describe("deleting an account with a Chargebee subscription (decision 299)", () => {
  it("cancels the subscription at once, with no credit and unbilled charges dropped, then deletes the account", async () => {
    const { client, userId, email, password } = await signUpVerified(server);
    const created = await sendWebhook(
      event("subscription_created", { subscription: subscription(userId), customer: { id: userId, email } }),
    );
    expect(created.status).toBe(200);
    expect(await recordOf(`cbsub_${userId}`)).toMatchObject({ status: "active" });

    expect((await client.post("/api/account/delete", { password })).status).toBe(200);
    const sent = api.lastRequest(`/api/v2/subscriptions/cbsub_${userId}/cancel_for_items`);
    expect(sent?.form).toMatchObject({
      end_of_term: "false",
      unbilled_charges_option: "delete",
      credit_option_for_current_term_charges: "none",
    });
    expect(sent?.headers["chargebee-idempotency-key"]).toBeTruthy();
    expect(chargebeeSubscriptions.get(`cbsub_${userId}`)).toBe("cancelled");
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
