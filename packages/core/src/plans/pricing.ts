import type { BillingPeriod } from "./plans";

/** The price-related fields of a subscription as the billing provider reports them. */
export interface PricedSubscription {
  id: string;
  planUnitPrice?: number | null;
  planUnitPriceInDecimal?: string | null;
  billingPeriod?: number | null;
  billingPeriodUnit?: string | null;
}

export interface Invoice {
  lineItems: { subscriptionId: string | null; amount: number }[];
}

/** Dollars from a provider's cents (every amount a provider reports is in cents). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Yearly when the unit is a year or the period is 12 or more, else monthly. */
export function resolveBillingPeriod(sub: Pick<PricedSubscription, "billingPeriod" | "billingPeriodUnit">): BillingPeriod {
  if (sub.billingPeriodUnit === "year") return "yearly";
  if ((sub.billingPeriod ?? 0) >= 12) return "yearly";
  return "monthly";
}

/**
 * The price in dollars: unit price in cents, else the decimal string, else the first
 * invoice line for this subscription (cents). Null when none is known.
 */
export function resolvePrice(sub: PricedSubscription, invoices: Invoice[] = []): number | null {
  if (typeof sub.planUnitPrice === "number" && Number.isFinite(sub.planUnitPrice)) {
    return fromCents(sub.planUnitPrice);
  }
  if (sub.planUnitPriceInDecimal) {
    const parsed = Number.parseFloat(sub.planUnitPriceInDecimal);
    if (Number.isFinite(parsed)) return parsed;
  }
  for (const invoice of invoices) {
    const line = invoice.lineItems.find((item) => item.subscriptionId === sub.id);
    if (line) return fromCents(line.amount);
  }
  return null;
}
