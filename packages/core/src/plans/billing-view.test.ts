import { describe, expect, it } from "vitest";
import type { BillingSubscription } from "./billing-replies";
import { getBillingView } from "./billing-view";

const now = new Date("2026-11-22T12:00:00Z");
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

function sub(overrides: Partial<BillingSubscription>): BillingSubscription {
  return {
    id: "sub_1",
    customerId: "cus_1",
    status: "active",
    planId: "sondar-pro-USD-Yearly",
    planName: "Sondar Pro",
    planUnitPrice: 19000,
    planUnitPriceInDecimal: null,
    billingPeriod: 1,
    billingPeriodUnit: "year",
    trialEnd: null,
    currentTermEnd: inHours(24 * 300),
    nextBillingAt: inHours(24 * 300),
    cancelledAt: null,
    paymentFailed: false,
    scheduledChange: null,
    ...overrides,
  };
}

const trial = (hoursLeft: number) =>
  sub({
    id: "trial_1",
    customerId: null,
    status: "trial",
    planId: null,
    planUnitPrice: null,
    billingPeriodUnit: null,
    trialEnd: inHours(hoursLeft),
  });

describe("billing view", () => {
  it("shows a running trial as free with its banner, days left and the trial's upgrade buttons", () => {
    expect(getBillingView(trial(30), [], now)).toMatchObject({
      state: "trial",
      showTrialBanner: true,
      trialDaysLeft: 2,
      price: { kind: "free" },
      actions: "upgrade-from-trial",
      allFeatures: "trial",
      unlimitedSurveys: false,
    });
  });

  it("shows an expired trial as inactive with the plans, never as 'Free Trial'", () => {
    expect(getBillingView(trial(-1), [], now)).toMatchObject({
      state: "inactive",
      showTrialBanner: false,
      price: null,
      actions: "choose-plan",
      allFeatures: null,
    });
  });

  it("shows an active yearly plan with its price, the saving badge and Manage", () => {
    expect(getBillingView(sub({}), [], now)).toMatchObject({
      state: "active",
      showActiveBadge: true,
      price: { kind: "amount", amountUsd: 190, period: "yearly" },
      showYearlySavingBadge: true,
      actions: "manage",
      allFeatures: "pro",
      unlimitedSurveys: true,
    });
  });

  it("resolves a monthly price from the invoice line when the subscription has none", () => {
    const monthly = sub({ planUnitPrice: null, billingPeriodUnit: "month" });
    const view = getBillingView(monthly, [{ lineItems: [{ subscriptionId: "sub_1", amount: 1900 }] }], now);
    expect(view.price).toEqual({ kind: "amount", amountUsd: 19, period: "monthly" });
    expect(view.showYearlySavingBadge).toBe(false);
  });

  it("shows a price of 0 as nothing", () => {
    expect(getBillingView(sub({ planUnitPrice: 0 }), [], now).price).toBeNull();
  });

  it("offers Reactivate with the term end while a cancelled plan runs, then the plans", () => {
    const cancelled = sub({ status: "cancelled", currentTermEnd: inHours(48) });
    expect(getBillingView(cancelled, [], now)).toMatchObject({
      state: "cancelled",
      actions: "reactivate",
      activeUntil: new Date(inHours(48)),
      showActiveBadge: false,
      unlimitedSurveys: true,
    });
    expect(getBillingView(sub({ status: "cancelled", currentTermEnd: inHours(-1) }), [], now)).toMatchObject({
      state: "inactive",
      actions: "choose-plan",
      activeUntil: null,
      unlimitedSurveys: false,
    });
  });

  it("offers the plans when there is no subscription, and reads unknown statuses as inactive", () => {
    expect(getBillingView(null, [], now)).toMatchObject({ state: "none", actions: "choose-plan", price: null });
    expect(getBillingView(sub({ status: "paused" }), [], now).state).toBe("inactive");
  });

  it("flags a failed renewal only while the plan still runs", () => {
    expect(getBillingView(sub({ paymentFailed: true }), [], now).paymentFailed).toBe(true);
    expect(getBillingView(sub({ status: "inactive", paymentFailed: true }), [], now).paymentFailed).toBe(false);
  });
});

describe("a switch the provider scheduled", () => {
  it("is said while the plan runs: 'Switches to monthly on' the term's end, beside the price still paid", () => {
    const end = inHours(24 * 300);
    const view = getBillingView(sub({ scheduledChange: { period: "monthly", at: end } }), [], now);
    expect(view.scheduledSwitch).toEqual({ period: "monthly", at: new Date(end) });
    expect(view.price).toEqual({ kind: "amount", amountUsd: 190, period: "yearly" });
  });

  it("is not said once the plan no longer runs, nor without one", () => {
    const ended = sub({ status: "inactive", scheduledChange: { period: "monthly", at: inHours(-1) } });
    expect(getBillingView(ended, [], now).scheduledSwitch).toBeNull();
    expect(getBillingView(sub({}), [], now).scheduledSwitch).toBeNull();
  });
});
