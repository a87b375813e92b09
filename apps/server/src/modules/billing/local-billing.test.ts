import { billingDataReplySchema, billingUrlReplySchema } from "@sondar/core/plans/billing-replies";
import { getBillingView } from "@sondar/core/plans/billing-view";
import { localPortalStateSchema } from "@sondar/core/plans/local-billing-replies";
import { beforeAll, describe, expect, it } from "vitest";
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

    const switched = await portal(client, { action: "switch-plan", plan: "monthly" });
    expect(switched.subscription).toMatchObject({ plan: "monthly", priceCents: 1900 });
    const monthly = await billingData(client);
    expect(monthly.subscription).toMatchObject({ planId: "sondar-pro-monthly", planUnitPrice: 1900, billingPeriodUnit: "month" });
    expect(monthly.invoices.map((invoice) => invoice.amount)).toEqual([1900, 19000]);
  });
});
