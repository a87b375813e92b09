import type { LocalPortalState } from "@sondar/core/plans/local-billing-replies";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { goTo } from "../../lib/go-to";
import { type ApiCall, apiError, json, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import LocalCheckoutPage from "./local-checkout-page";
import LocalPortalPage from "./local-portal-page";
import { invoice } from "./test-billing-data";

vi.mock("../../lib/go-to", () => ({ goTo: vi.fn() }));
setUpScreenTests();

describe("local checkout page", () => {
  function open(
    path: string,
    pay: (call: ApiCall) => Response = () => json(200, { url: "http://localhost:3000/billing?success=true" }),
  ) {
    const calls = stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply());
      if (call.path === "/api/billing/local/checkout") return pay(call);
      return undefined;
    });
    renderAt(<LocalCheckoutPage />, path, { routePath: "/billing/local/checkout" });
    return calls;
  }

  it("says test mode, shows the yearly price and saving, and Pay starts the plan and returns to /billing?success=true", async () => {
    const calls = open("/billing/local/checkout?plan=yearly");
    screen.getByText("Test mode: this page stands in for the payment provider. No real card is charged.");
    expect(screen.getByTestId("checkout-price").textContent).toBe("$190/year");
    screen.getByText("Save $38/year");
    await screen.findByText("ana@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Pay (test mode)" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing?success=true"));
    expect(calls.find((c) => c.path === "/api/billing/local/checkout")).toMatchObject({
      method: "POST",
      body: { plan: "yearly" },
    });
  });

  it("Cancel returns to /billing?cancelled=true without paying", () => {
    const calls = open("/billing/local/checkout?plan=monthly");
    expect(screen.getByTestId("checkout-price").textContent).toBe("$19/month");
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    expect(screen.getByTestId("location").textContent).toBe("/billing?cancelled=true");
    expect(calls.some((c) => c.path === "/api/billing/local/checkout")).toBe(false);
  });

  it("a refused payment says why and links back", async () => {
    open("/billing/local/checkout?plan=monthly", () =>
      apiError(409, "ALREADY_SUBSCRIBED", "You already have a Pro subscription. Use Manage Subscription to change it."),
    );
    fireEvent.click(screen.getByRole("button", { name: "Pay (test mode)" }));
    await screen.findByText("You already have a Pro subscription. Use Manage Subscription to change it.", { exact: false });
    expect(goTo).not.toHaveBeenCalled();
  });

  it("an unknown plan offers no payment", () => {
    open("/billing/local/checkout?plan=weekly");
    screen.getByText("Choose Pro Monthly or Pro Yearly on the billing page.");
    expect(screen.queryByRole("button", { name: "Pay (test mode)" })).toBeNull();
  });
});

describe("local portal page", () => {
  const running = (overrides: Partial<NonNullable<LocalPortalState["subscription"]>> = {}): LocalPortalState => ({
    testMode: true,
    trialEnd: "2026-01-08T12:00:00.000Z",
    subscription: {
      id: "lsub_1",
      plan: "yearly",
      status: "active",
      priceCents: 19000,
      currentPeriodStart: "2099-01-01T12:00:00.000Z",
      currentPeriodEnd: "2100-01-01T12:00:00.000Z",
      cancelAtPeriodEnd: false,
      failNextRenewal: false,
      scheduledPlan: null,
      ...overrides,
    },
    invoices: [invoice()],
  });

  /** The portal against a server holding `state`; each action answers `after(action)`. */
  function open(state: LocalPortalState, after: (action: unknown) => Response = () => json(200, state)) {
    const calls = stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply());
      if (call.path === "/api/billing/local/portal") return call.method === "POST" ? after(call.body) : json(200, state);
      return undefined;
    });
    renderAt(<LocalPortalPage />, "/billing/local/portal");
    return calls;
  }

  it("shows the plan, its price, renewal date and invoices, marked test mode", async () => {
    open(running());
    await screen.findByText("Renews on January 1, 2100");
    screen.getByText("$190/year");
    screen.getByText("Test mode: this page stands in for the payment provider. No real card is charged.");
    within(screen.getByRole("list", { name: "Invoices" })).getByText("$190");
  });

  it("switches a monthly plan to yearly at once", async () => {
    const calls = open(running({ plan: "monthly", priceCents: 1900 }), () => json(200, running()));
    const button = await screen.findByRole("button", { name: "Switch to Yearly" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    screen.getByText("A longer period starts now and is invoiced at once.");
    fireEvent.click(button);
    await screen.findByText("$190/year");
    await screen.findByText("Switched to Yearly");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "switch-plan", plan: "yearly" });
  });

  it("schedules yearly to monthly for the end of the paid year, says so, and can take it back", async () => {
    const calls = open(running(), (action) =>
      json(200, running({ scheduledPlan: (action as { plan: string }).plan === "monthly" ? "monthly" : null })),
    );
    await screen.findByText("A shorter period starts when the paid one ends: nothing is charged now.");
    fireEvent.click(screen.getByRole("button", { name: "Switch to Monthly" }));
    await screen.findByText("Switch to Monthly scheduled for January 1, 2100");
    screen.getByText(
      "Switches to monthly on January 1, 2100. You keep the year you paid for until then; the first monthly invoice comes that day.",
    );
    screen.getByText("$190/year");
    fireEvent.click(screen.getByRole("button", { name: "Keep Yearly" }));
    await screen.findByText("Kept Yearly");
    expect(screen.queryByText(/Switches to monthly/)).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { action: "switch-plan", plan: "monthly" },
      { action: "switch-plan", plan: "yearly" },
    ]);
  });

  it("cancels at period end after asking, then offers reactivation", async () => {
    const calls = open(running(), (action) =>
      json(200, running({ cancelAtPeriodEnd: (action as { action: string }).action === "cancel" })),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText("Your plan stays active until January 1, 2100 and then ends. You can reactivate it until then.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    await screen.findByText("Cancelled: ends on January 1, 2100");
    fireEvent.click(screen.getByRole("button", { name: "Reactivate subscription" }));
    await screen.findByText("Renews on January 1, 2100");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ action: "cancel" }, { action: "reactivate" }]);
  });

  it("advances the clock by the days given, and refuses a number out of range", async () => {
    const calls = open(running());
    const days = await screen.findByLabelText("Days");
    fireEvent.change(days, { target: { value: "0" } });
    expect(screen.getByRole("button", { name: "Advance the clock" })).toHaveProperty("disabled", true);
    fireEvent.change(days, { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: "Advance the clock" }));
    await screen.findByText("Clock advanced by 8 days");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "advance-clock", days: 8 });
  });

  it("declines the next renewal, and retries a declined payment", async () => {
    const calls = open(running({ status: "past_due" }), (action) =>
      json(
        200,
        (action as { action: string }).action === "retry-payment"
          ? running({ failNextRenewal: true })
          : running({ status: "past_due", failNextRenewal: true }),
      ),
    );
    await screen.findByText("Past due");
    fireEvent.click(screen.getByRole("checkbox", { name: /Decline the next renewal/ }));
    await screen.findByText("The next renewal will be declined");
    fireEvent.click(screen.getByRole("button", { name: "Retry payment" }));
    await screen.findByText("Payment received");
    expect(screen.queryByText("Past due")).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { action: "fail-next-renewal", fail: true },
      { action: "retry-payment" },
    ]);
  });

  it("a refused action says why", async () => {
    open(running(), () =>
      apiError(409, "BILLING_ACTION_NOT_ALLOWED", "This is not possible in the subscription's current state"),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Switch to Monthly" }));
    await screen.findByText("This is not possible in the subscription's current state");
  });

  it("without a subscription: says so and still moves the clock (the trial)", async () => {
    open({ testMode: true, trialEnd: "2099-01-08T12:00:00.000Z", subscription: null, invoices: [] });
    await screen.findByText("You have no subscription with the test provider yet.");
    screen.getByText("Your free trial ends on January 8, 2099.");
    screen.getByRole("button", { name: "Advance the clock" });
  });
});
