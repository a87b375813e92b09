// Test-only: billing replies as GET /api/billing sends them.
import type { BillingDataReply, BillingInvoice, BillingSubscription } from "@sondar/core/plans/billing-replies";

const DAY_MS = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export function subscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: "trial_1",
    customerId: null,
    status: "trial",
    planId: null,
    planName: "Sondar Pro",
    planUnitPrice: null,
    planUnitPriceInDecimal: null,
    billingPeriod: null,
    billingPeriodUnit: null,
    trialEnd: inDays(5),
    currentTermEnd: null,
    nextBillingAt: null,
    cancelledAt: null,
    paymentFailed: false,
    scheduledChange: null,
    ...overrides,
  };
}

/** A paid yearly plan as the local provider reports it. */
export const yearlyPlan = (overrides: Partial<BillingSubscription> = {}) =>
  subscription({
    id: "lsub_1",
    customerId: "lcus_1",
    status: "active",
    planId: "sondar-pro-USD-Yearly",
    planUnitPrice: 19000,
    billingPeriod: 1,
    billingPeriodUnit: "year",
    trialEnd: null,
    currentTermEnd: inDays(365),
    nextBillingAt: inDays(365),
    ...overrides,
  });

export function invoice(overrides: Partial<BillingInvoice> = {}): BillingInvoice {
  return {
    id: "in_1",
    customerId: "lcus_1",
    date: "2026-03-04T12:00:00.000Z",
    amount: 19000,
    currency: "usd",
    status: "paid",
    url: null,
    lineItems: [{ subscriptionId: "lsub_1", amount: 19000 }],
    ...overrides,
  };
}

export function billingReply(overrides: Partial<BillingDataReply> = {}): BillingDataReply {
  return {
    provider: "local",
    testMode: true,
    customer: null,
    subscription: subscription(),
    invoices: [],
    usage: { surveysCount: 2, responsesCount: 41 },
    ...overrides,
  };
}
