import type { BillingDataReply } from "@sondar/core/plans/billing-replies";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { goTo } from "../../lib/go-to";
import { type ApiCall, apiError, json, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import BillingPage from "./billing-page";
import { billingReply, inDays, invoice, subscription, yearlyPlan } from "./test-billing-data";

vi.mock("../../lib/go-to", () => ({ goTo: vi.fn() }));
setUpScreenTests();

/** The billing screen against a server that answers GET /api/billing with `reply` (or `billing` for each call). */
function openBilling(reply: BillingDataReply | ((call: ApiCall) => Response | Promise<Response>), path = "/billing") {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/billing") return typeof reply === "function" ? reply(call) : json(200, reply);
    if (call.path === "/api/billing/checkout")
      return json(200, { url: `http://localhost:3000/billing/local/checkout?plan=${(call.body as { plan: string }).plan}` });
    if (call.path === "/api/billing/portal") return json(200, { url: "http://localhost:3000/billing/local/portal" });
    return undefined;
  });
  renderAt(<BillingPage />, path, { routePath: "/billing" });
  return calls;
}

const card = () => screen.getByRole("heading", { name: "Current Subscription" }).closest("div.rounded-2xl") as HTMLElement;

describe("billing screen: loading and errors", () => {
  it("says it is loading, with the user's e-mail, until the data arrives", async () => {
    openBilling(() => new Promise<Response>(() => undefined));
    await screen.findByRole("heading", { name: "Loading your billing information" });
    screen.getByText("Please wait while we fetch your subscription details...");
    await screen.findByText("ana@example.com");
  });

  it("shows a refusal with its message, and Retry loads again from scratch", async () => {
    let fail = true;
    const calls = openBilling(() =>
      fail ? apiError(409, "BILLING_CUSTOMER_MISMATCH", "Customer data mismatch") : json(200, billingReply()),
    );
    await screen.findByRole("heading", { name: "Failed to Load Billing Information" });
    screen.getByText("Customer data mismatch");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("heading", { name: "Free Trial Active" });
    expect(calls.filter((c) => c.path === "/api/billing")).toHaveLength(2);
  });
});

describe("billing screen: each state", () => {
  it("trial: the banner with days left and the saving, both upgrades, 'Free', and the trial's cap", async () => {
    openBilling(billingReply({ subscription: subscription({ trialEnd: inDays(4.5) }) }));
    const banner = (await screen.findByRole("heading", { name: "Free Trial Active" })).closest("section") as HTMLElement;
    within(banner).getByText("5 days left in your free trial.", { exact: false });
    within(banner).getByText("Save $38");
    within(banner).getByRole("button", { name: "Upgrade to Pro - Yearly ($15.83/mo)" });
    within(banner).getByRole("button", { name: "Upgrade to Pro - Monthly ($19/mo)" });
    within(card()).getByText("Free Trial");
    within(card()).getByText("Free");
    within(card()).getByRole("button", { name: "Pro Yearly - $15.83/month" });
    within(card()).getByRole("button", { name: "Pro Monthly - $19/month" });
    within(card()).getByText("All Pro features included during your trial");
    screen.getByText("3 active surveys");
    expect(screen.queryByText("∞ Unlimited surveys")).toBeNull();
    expect(screen.queryByText("Active")).toBeNull();
  });

  it("active yearly: the green badge, '$190/year' with 'Save $38/year', Manage Subscription opening the portal", async () => {
    const calls = openBilling(
      billingReply({ customer: { id: "lcus_1", email: "ana@example.com" }, subscription: yearlyPlan(), invoices: [invoice()] }),
    );
    await screen.findByText("Active Subscription");
    expect(screen.queryByRole("heading", { name: "Free Trial Active" })).toBeNull();
    within(card()).getByText("Active");
    expect(screen.getByTestId("billing-price").textContent).toBe("$190/year");
    within(card()).getByText("Save $38/year");
    within(card()).getByText("All Pro features included");
    screen.getByText("∞ Unlimited surveys");
    screen.getByText("∞ Unlimited responses");
    screen.getByText("All features unlocked");
    fireEvent.click(within(card()).getByRole("button", { name: "Manage Subscription" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/portal"));
    expect(calls.find((c) => c.path === "/api/billing/portal")?.method).toBe("POST");
  });

  it("a switch to monthly waiting for the paid year's end says when, beside the yearly price still running", async () => {
    openBilling(
      billingReply({
        customer: { id: "lcus_1", email: "ana@example.com" },
        subscription: yearlyPlan({ scheduledChange: { period: "monthly", at: "2099-06-15T12:00:00.000Z" } }),
        invoices: [invoice()],
      }),
    );
    await screen.findByText(
      "Switches to monthly on June 15, 2099. You keep the year you paid for until then; the first monthly invoice comes that day.",
    );
    expect(screen.getByTestId("billing-price").textContent).toBe("$190/year");
  });

  it("active monthly: '$19/month' without the yearly saving badge", async () => {
    openBilling(
      billingReply({
        customer: { id: "lcus_1", email: "ana@example.com" },
        subscription: yearlyPlan({ planUnitPrice: 1900, billingPeriodUnit: "month" }),
      }),
    );
    await screen.findByText("Active Subscription");
    expect(screen.getByTestId("billing-price").textContent).toBe("$19/month");
    expect(screen.queryByText("Save $38/year")).toBeNull();
  });

  it("cancelled within its term: the notice with the end date and Reactivate Subscription through the portal", async () => {
    openBilling(
      billingReply({
        customer: { id: "lcus_1", email: "ana@example.com" },
        subscription: yearlyPlan({ status: "cancelled", currentTermEnd: "2099-06-15T12:00:00.000Z", cancelledAt: inDays(-1) }),
      }),
    );
    await screen.findByRole("heading", { name: "Subscription Cancelled" });
    within(card()).getByText("Cancelled");
    screen.getByText("Your subscription will remain active until June 15, 2099");
    expect(screen.queryByRole("button", { name: "Manage Subscription" })).toBeNull();
    expect(screen.queryByText("All Pro features included")).toBeNull();
    screen.getByText("∞ Unlimited surveys");
    fireEvent.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/portal"));
  });

  it("an expired trial reads Inactive, never 'Free Trial', and offers the plans", async () => {
    openBilling(billingReply({ subscription: subscription({ trialEnd: inDays(-1) }) }));
    await screen.findByText("Inactive");
    expect(screen.queryByText("Free Trial")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Free Trial Active" })).toBeNull();
    within(card()).getByText("No Active Subscription");
    within(card()).getByRole("button", { name: "Pro Yearly" });
    within(card()).getByRole("button", { name: "Pro Monthly" });
    screen.getByText("3 active surveys");
  });

  it("no subscription: 'No Active Subscription' and a plan that starts its checkout", async () => {
    const calls = openBilling(billingReply({ subscription: null }));
    await screen.findByText("No Active Subscription");
    screen.getByText("Choose a plan to get started with Sondar's powerful features");
    expect(screen.queryByTestId("billing-status")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pro Yearly" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/checkout?plan=yearly"));
    expect(calls.find((c) => c.path === "/api/billing/checkout")).toMatchObject({ method: "POST", body: { plan: "yearly" } });
  });

  it("a renewal the provider could not collect is said on the card", async () => {
    openBilling(
      billingReply({ customer: { id: "lcus_1", email: "ana@example.com" }, subscription: yearlyPlan({ paymentFailed: true }) }),
    );
    await screen.findByText("Payment failed");
  });
});

describe("billing screen: actions, invoices and returns", () => {
  it("a refused checkout says why in a toast and stays on the page", async () => {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply());
      if (call.path === "/api/billing") return json(200, billingReply());
      if (call.path === "/api/billing/checkout") return apiError(502, "CHECKOUT_FAILED", "Failed to start checkout");
      return undefined;
    });
    renderAt(<BillingPage />, "/billing");
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro - Monthly ($19/mo)" }));
    const toasts = screen.getByRole("region", { name: "Notifications" });
    await within(toasts).findByText("Checkout Failed");
    within(toasts).getByText("Failed to start checkout");
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Upgrade to Pro - Monthly ($19/mo)" })).toHaveProperty("disabled", false);
  });

  it("lists invoices with amount, date and a link only where the provider has one", async () => {
    openBilling(
      billingReply({
        customer: { id: "cus_1", email: "ana@example.com" },
        subscription: yearlyPlan({ customerId: "cus_1" }),
        invoices: [
          invoice({
            id: "in_2",
            customerId: "cus_1",
            amount: 1900,
            date: "2026-04-02T12:00:00.000Z",
            url: "https://pay.example/in_2",
          }),
          invoice({ id: "in_1", customerId: "cus_1", status: "open" }),
        ],
      }),
    );
    const list = await screen.findByRole("list", { name: "Invoices" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    within(rows[0] as HTMLElement).getByText("$19");
    within(rows[0] as HTMLElement).getByText("Apr 2, 2026");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("https://pay.example/in_2");
    within(rows[1] as HTMLElement).getByText("$190");
    within(rows[1] as HTMLElement).getByText("Open");
    expect(within(rows[1] as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("the refresh button (named 'Refresh billing data') loads the data again", async () => {
    const calls = openBilling(billingReply());
    fireEvent.click(await screen.findByRole("button", { name: "Refresh billing data" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/billing")).toHaveLength(2));
  });

  it("back from checkout with ?success=true: a success toast, once, and the flag leaves the address", async () => {
    openBilling(
      billingReply({ customer: { id: "lcus_1", email: "ana@example.com" }, subscription: yearlyPlan() }),
      "/billing?success=true",
    );
    await within(screen.getByRole("region", { name: "Notifications" })).findByText("Payment Successful");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing"));
    expect(within(screen.getByRole("region", { name: "Notifications" })).getAllByText("Payment Successful")).toHaveLength(1);
  });

  it("back from checkout with ?cancelled=true: a toast that nothing was paid", async () => {
    openBilling(billingReply(), "/billing?cancelled=true");
    const toasts = screen.getByRole("region", { name: "Notifications" });
    await within(toasts).findByText("Checkout Cancelled");
    within(toasts).getByText("No payment was taken. You can upgrade whenever you like.");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing"));
  });

  it("after a successful checkout, asks again until the provider's event has made the plan paid", async () => {
    let paid = false;
    const calls = openBilling(
      () =>
        json(
          200,
          paid
            ? billingReply({ customer: { id: "lcus_1", email: "ana@example.com" }, subscription: yearlyPlan() })
            : billingReply(),
        ),
      "/billing?success=true",
    );
    await screen.findByRole("heading", { name: "Free Trial Active" });
    paid = true;
    await screen.findByText("Active Subscription", {}, { timeout: 5000 });
    const count = calls.filter((c) => c.path === "/api/billing").length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((c) => c.path === "/api/billing").length).toBe(count);
  });
});
