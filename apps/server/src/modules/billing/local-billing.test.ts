import { billingDataReplySchema, billingUrlReplySchema } from "@sondar/core/plans/billing-replies";
import { getBillingView } from "@sondar/core/plans/billing-view";
import { localPortalStateSchema } from "@sondar/core/plans/local-billing-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localBillingSubscriptions } from "../../db/schema/billing";
import { mailOutbox } from "../../db/schema/platform";
import { LOCAL_BILLING_RENEWALS_JOB } from "./local-billing-renewals";
import { makeActive } from "../public-surveys/test-surveys";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function billingData(client: TestClient) {
  const res = await client.get("/api/billing");
  expect(res.status).toBe(200);
  return billingDataReplySchema.parse(await res.json());
}

async function mailsTo(email: string) {
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function portal(client: TestClient, action: Record<string, unknown>) {
  const res = await client.post("/api/billing/local/portal", action);
  expect(res.status, await res.clone().text()).toBe(200);
  return localPortalStateSchema.parse(await res.json());
}

describe("local test-mode billing", () => {
  it("takes a trial user through checkout, cancel, reactivate and a plan switch", async () => {
    const { client } = await signUpVerified(server);
    const before = await billingData(client);
    expect(before).toMatchObject({ provider: "local", testMode: true, customer: null, invoices: [] });
    expect(getBillingView(before.subscription, before.invoices, new Date()).state).toBe("trial");

    const checkout = billingUrlReplySchema.parse(await (await client.post("/api/billing/checkout", { plan: "yearly" })).json());
    expect(checkout.url).toBe(`${server.config.publicUrl}/billing/local/checkout?plan=yearly`);
    const paid = await client.post("/api/billing/local/checkout", { plan: "yearly" });
    expect(billingUrlReplySchema.parse(await paid.json()).url).toBe(`${server.config.publicUrl}/billing?success=true`);

    const active = await billingData(client);
    expect(active.subscription).toMatchObject({
      status: "active",
      planId: "sondar-pro-USD-Yearly",
      planUnitPrice: 19000,
      billingPeriodUnit: "year",
    });
    expect(active.invoices).toHaveLength(1);
    expect(active.invoices[0]).toMatchObject({ amount: 19000, currency: "usd" });
    expect(getBillingView(active.subscription, active.invoices, new Date())).toMatchObject({
      state: "active",
      price: { kind: "amount", amountUsd: 190, period: "yearly" },
      showYearlySavingBadge: true,
    });

    const portalUrl = billingUrlReplySchema.parse(await (await client.post("/api/billing/portal")).json());
    expect(portalUrl.url).toBe(`${server.config.publicUrl}/billing/local/portal`);

    await portal(client, { action: "cancel" });
    const cancelled = await billingData(client);
    expect(cancelled.subscription?.status).toBe("cancelled");
    expect(getBillingView(cancelled.subscription, cancelled.invoices, new Date()).actions).toBe("reactivate");

    await portal(client, { action: "reactivate" });
    expect((await billingData(client)).subscription?.status).toBe("active");
  });

  it("switches yearly to monthly at the end of the paid year, as Stripe schedules a shorter interval: no invoice now, and the screen says when", async () => {
    const { client } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "yearly" });
    const paidYear = await billingData(client);
    const yearEnd = paidYear.subscription?.currentTermEnd;

    const scheduled = await portal(client, { action: "switch-plan", plan: "monthly" });
    expect(scheduled.subscription).toMatchObject({ plan: "yearly", priceCents: 19000, scheduledPlan: "monthly" });
    expect(scheduled.invoices.map((invoice) => invoice.amount)).toEqual([19000]);
    const data = await billingData(client);
    expect(data.subscription).toMatchObject({
      status: "active",
      planId: "sondar-pro-USD-Yearly",
      planUnitPrice: 19000,
      currentTermEnd: yearEnd,
      scheduledChange: { period: "monthly", at: yearEnd },
    });
    expect(getBillingView(data.subscription, data.invoices, new Date())).toMatchObject({
      state: "active",
      price: { kind: "amount", amountUsd: 190, period: "yearly" },
      scheduledSwitch: { period: "monthly", at: new Date(yearEnd ?? 0) },
    });

    // The renewal at the year's end is the first monthly one.
    const renewed = await portal(client, { action: "advance-clock", days: 366 });
    expect(renewed.subscription).toMatchObject({ plan: "monthly", priceCents: 1900, scheduledPlan: null });
    expect(renewed.invoices.map((invoice) => invoice.amount)).toEqual([1900, 19000]);
    const monthly = await billingData(client);
    expect(monthly.subscription).toMatchObject({
      planId: "sondar-pro-monthly",
      planUnitPrice: 1900,
      billingPeriodUnit: "month",
      scheduledChange: null,
    });
  });

  it("keeps the yearly plan when the scheduled switch is taken back, and a cancellation drops it", async () => {
    const { client } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "yearly" });
    await portal(client, { action: "switch-plan", plan: "monthly" });
    const kept = await portal(client, { action: "switch-plan", plan: "yearly" });
    expect(kept.subscription).toMatchObject({ plan: "yearly", scheduledPlan: null });
    expect((await billingData(client)).subscription?.scheduledChange).toBeNull();

    await portal(client, { action: "switch-plan", plan: "monthly" });
    const cancelled = await portal(client, { action: "cancel" });
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: null });
    expect((await billingData(client)).subscription?.scheduledChange).toBeNull();
  });

  it("moves monthly to yearly at once, as a longer interval starts now", async () => {
    const { client } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "monthly" });
    const switched = await portal(client, { action: "switch-plan", plan: "yearly" });
    expect(switched.subscription).toMatchObject({ plan: "yearly", priceCents: 19000, scheduledPlan: null });
    expect((await billingData(client)).subscription).toMatchObject({ planUnitPrice: 19000, billingPeriodUnit: "year" });
  });

  it("renews at the period's end with an invoice, declines a renewal into past due, turns unpaid after 7 days, and recovers on payment", async () => {
    const { client, email } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "monthly" });

    const renewed = await portal(client, { action: "advance-clock", days: 31 });
    expect(renewed.subscription?.status).toBe("active");
    expect(renewed.invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [1900, "paid"],
      [1900, "paid"],
    ]);

    await portal(client, { action: "fail-next-renewal", fail: true });
    const declined = await portal(client, { action: "advance-clock", days: 31 });
    expect(declined.subscription).toMatchObject({ status: "past_due", failNextRenewal: false });
    const pastDue = await billingData(client);
    expect(pastDue.subscription).toMatchObject({ status: "active", paymentFailed: true });
    expect((await client.post("/api/surveys", {})).status).toBe(201);
    await server.jobs.runDue(["billing-notice"]);
    await server.jobs.runDue(["billing-notice"]);
    const failedMails = (await mailsTo(email)).filter((mail) => mail.subject === "We could not collect your Sondar payment");
    expect(failedMails).toHaveLength(1);

    const unpaid = await portal(client, { action: "advance-clock", days: 8 });
    expect(unpaid.subscription?.status).toBe("unpaid");
    expect((await billingData(client)).subscription?.status).toBe("inactive");
    expect((await client.post("/api/surveys", {})).status).toBe(402);

    const recovered = await portal(client, { action: "retry-payment" });
    expect(recovered.subscription?.status).toBe("active");
    expect(recovered.invoices.every((invoice) => invoice.status === "paid")).toBe(true);
    expect((await billingData(client)).subscription).toMatchObject({ status: "active", paymentFailed: false });
    expect((await client.post("/api/surveys", {})).status).toBe(201);
  });

  it("moves a trial user's own trial with the clock, so its expiry can be tried", async () => {
    const { client } = await signUpVerified(server);
    const state = await portal(client, { action: "advance-clock", days: 8 });
    expect(new Date(state.trialEnd ?? 0).getTime()).toBeLessThan(Date.now());
    expect(state.subscription).toBeNull();
    await server.jobs.runDue(["billing-lifecycle"]);
    const data = await billingData(client);
    expect(data.subscription?.status).toBe("inactive");
    expect(getBillingView(data.subscription, data.invoices, new Date()).actions).toBe("choose-plan");
    expect((await client.post("/api/surveys", {})).status).toBe(402);
  });

  it("refuses actions that do not fit the subscription's state, a second checkout, and malformed actions", async () => {
    const { client } = await signUpVerified(server);
    expect((await client.post("/api/billing/local/portal", { action: "cancel" })).status).toBe(404);
    expect((await client.post("/api/billing/portal")).status).toBe(404);
    await client.post("/api/billing/local/checkout", { plan: "monthly" });
    const second = await client.post("/api/billing/local/checkout", { plan: "yearly" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: "ALREADY_SUBSCRIBED" } });
    expect((await client.post("/api/billing/checkout", { plan: "yearly" })).status).toBe(409);
    expect((await client.post("/api/billing/local/portal", { action: "reactivate" })).status).toBe(409);
    // A paid plan of another kind (another provider's) also stands in the way of a second one.
    const other = await signUpVerified(server);
    await makeActive(server, other.userId);
    expect((await other.client.post("/api/billing/local/checkout", { plan: "monthly" })).status).toBe(409);
    expect((await client.post("/api/billing/local/portal", { action: "switch-plan", plan: "monthly" })).status).toBe(409);
    expect((await client.post("/api/billing/local/portal", { action: "retry-payment" })).status).toBe(409);
    await portal(client, { action: "cancel" });
    expect((await client.post("/api/billing/local/portal", { action: "cancel" })).status).toBe(409);
    for (const body of [{ action: "advance-clock", days: 0 }, { action: "explode" }, { action: "cancel", userId: "someone" }]) {
      expect((await client.post("/api/billing/local/portal", body)).status).toBe(400);
    }
    expect((await client.post("/api/billing/checkout", { plan: "weekly" })).status).toBe(400);
  });

  it("renews on the provider's own clock: the renewals job settles subscriptions whose period ended", async () => {
    const { client, userId } = await signUpVerified(server);
    await client.post("/api/billing/local/checkout", { plan: "monthly" });
    await server.db
      .update(localBillingSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(localBillingSubscriptions.userId, userId));
    await server.jobs.send(LOCAL_BILLING_RENEWALS_JOB, {});
    await server.jobs.runDue([LOCAL_BILLING_RENEWALS_JOB]);
    const data = await billingData(client);
    expect(data.invoices).toHaveLength(2);
    expect(new Date(data.subscription?.currentTermEnd ?? 0).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
  });
});
