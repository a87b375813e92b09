import { describe, expect, it } from "vitest";
import { getPlanPrices } from "./plan-prices";
import { listPlans, productSlug, proPlanName } from "./plans";
import { resolveBillingPeriod, resolvePrice } from "./pricing";

describe("billing period", () => {
  it("is yearly for a year unit or a period of 12 or more", () => {
    expect(resolveBillingPeriod({ billingPeriodUnit: "year", billingPeriod: 1 })).toBe("yearly");
    expect(resolveBillingPeriod({ billingPeriodUnit: "month", billingPeriod: 12 })).toBe("yearly");
    expect(resolveBillingPeriod({ billingPeriodUnit: "month", billingPeriod: 1 })).toBe("monthly");
    expect(resolveBillingPeriod({})).toBe("monthly");
  });
});

describe("price resolution", () => {
  it("prefers the unit price in cents", () => {
    expect(resolvePrice({ id: "s", planUnitPrice: 1900, planUnitPriceInDecimal: "5.00" })).toBe(19);
  });

  it("falls back to the decimal string, then to the subscription's invoice line", () => {
    expect(resolvePrice({ id: "s", planUnitPriceInDecimal: "190.00" })).toBe(190);
    const invoices = [
      { lineItems: [{ subscriptionId: "other", amount: 500 }] },
      { lineItems: [{ subscriptionId: "s", amount: 19000 }] },
    ];
    expect(resolvePrice({ id: "s", planUnitPriceInDecimal: "n/a" }, invoices)).toBe(190);
    expect(resolvePrice({ id: "s" }, [])).toBeNull();
  });
});

describe("plans", () => {
  it("derives plan ids and the plan name from the product name", () => {
    expect(productSlug(" My Survey Co ")).toBe("my-survey-co");
    expect(listPlans("Sondar").monthly.id).toBe("sondar-pro-monthly");
    expect(listPlans("Sondar").yearly.id).toBe("sondar-pro-USD-Yearly");
    expect(proPlanName("Sondar")).toBe("Sondar Pro");
  });
});

describe("advertised plan prices", () => {
  it("spreads the yearly price over twelve months to the nearest cent and counts the saving", () => {
    expect(getPlanPrices(10, 100)).toEqual({
      monthlyUsd: 10,
      yearlyUsd: 100,
      yearlyPerMonthUsd: 8.33,
      yearlySavingUsd: 20,
      yearlySavingPercent: 20,
    });
    expect(getPlanPrices(20, 200).yearlyPerMonthUsd).toBe(16.67);
    expect(getPlanPrices(9.99, 99.99)).toMatchObject({ yearlyPerMonthUsd: 8.33, yearlySavingUsd: 19.89 });
    expect(getPlanPrices(10, 130).yearlySavingUsd).toBe(-10);
  });

  it("advertises ours as $19 a month or $190 a year: $15.83 a month, saving $38, labelled 20%", () => {
    expect(getPlanPrices()).toEqual({
      monthlyUsd: 19,
      yearlyUsd: 190,
      yearlyPerMonthUsd: 15.83,
      yearlySavingUsd: 38,
      yearlySavingPercent: 20,
    });
  });
});
