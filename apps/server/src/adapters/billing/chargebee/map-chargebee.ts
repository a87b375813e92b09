import type { BillingInvoice } from "@sondar/core/plans/billing-replies";
import { z } from "zod";
import type { MappedStatus, SubscriptionSnapshot } from "../billing-adapter";

const seconds = z.number().nullish();

/** The fields of a Chargebee subscription we read, from a webhook or the API. */
export const chargebeeSubscriptionSchema = z.looseObject({
  id: z.string(),
  customer_id: z.string(),
  status: z.string(),
  plan_id: z.string().nullish(),
  plan_unit_price: z.number().int().nullish(),
  plan_unit_price_in_decimal: z.string().nullish(),
  billing_period: z.number().int().nullish(),
  billing_period_unit: z.string().nullish(),
  trial_end: seconds,
  current_term_end: seconds,
  next_billing_at: seconds,
  cancelled_at: seconds,
  due_invoices_count: z.number().int().nullish(),
  resource_version: z.number().nullish(),
  updated_at: seconds,
  subscription_items: z
    .array(
      z.looseObject({
        item_price_id: z.string(),
        item_type: z.string(),
        unit_price: z.number().int().nullish(),
        unit_price_in_decimal: z.string().nullish(),
        billing_period: z.number().int().nullish(),
        billing_period_unit: z.string().nullish(),
      }),
    )
    .nullish(),
});
export type ChargebeeSubscription = z.output<typeof chargebeeSubscriptionSchema>;

/** The fields of a Chargebee invoice we read. */
export const chargebeeInvoiceSchema = z.looseObject({
  id: z.string(),
  customer_id: z.string(),
  subscription_id: z.string().nullish(),
  status: z.string(),
  date: seconds,
  total: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  currency_code: z.string(),
  line_items: z.array(z.looseObject({ subscription_id: z.string().nullish(), amount: z.number().int().nullish() })).nullish(),
});
export type ChargebeeInvoice = z.output<typeof chargebeeInvoiceSchema>;

const fromSeconds = (value: number | null | undefined) => (typeof value === "number" ? new Date(value * 1000) : null);

/** Our status for a Chargebee subscription (docs/product/billing.md#how-provider-states-map-onto-our-record). */
function mapStatus(status: string): MappedStatus {
  switch (status) {
    case "in_trial":
      return "in_trial";
    case "active":
      return "active";
    // Set to end with the current term: rights until then.
    case "non_renewing":
      return "cancelled";
    default:
      return "inactive";
  }
}

/**
 * A Chargebee subscription as our record stores it. Its own `resource_version` orders it (never
 * the order webhooks arrive in). We create Chargebee customers with our user id, so the
 * customer id names the user.
 */
export function mapChargebeeSubscription(sub: ChargebeeSubscription): SubscriptionSnapshot {
  const plan = sub.subscription_items?.find((item) => item.item_type === "plan");
  const status = mapStatus(sub.status);
  return {
    id: sub.id,
    customerId: sub.customer_id,
    userId: sub.customer_id,
    status,
    providerStatus: sub.status,
    planId: plan?.item_price_id ?? sub.plan_id ?? null,
    planUnitPrice: plan?.unit_price ?? sub.plan_unit_price ?? null,
    planUnitPriceInDecimal: plan?.unit_price_in_decimal ?? sub.plan_unit_price_in_decimal ?? null,
    billingPeriod: sub.billing_period ?? plan?.billing_period ?? null,
    billingPeriodUnit: sub.billing_period_unit ?? plan?.billing_period_unit ?? null,
    trialEnd: fromSeconds(sub.trial_end),
    currentTermEnd: fromSeconds(sub.current_term_end) ?? fromSeconds(sub.cancelled_at),
    nextBillingAt: fromSeconds(sub.next_billing_at),
    cancelledAt: fromSeconds(sub.cancelled_at),
    paymentFailed: (sub.due_invoices_count ?? 0) > 0,
    // Chargebee's scheduled changes are read by another call; this record does not claim one (decision 136).
    scheduledChange: null,
    version: sub.resource_version ?? (sub.updated_at ?? 0) * 1000,
  };
}

/** A Chargebee invoice as the billing screen lists it. Chargebee gives no public link; its portal lists them. */
export function mapChargebeeInvoice(invoice: ChargebeeInvoice): BillingInvoice {
  return {
    id: invoice.id,
    customerId: invoice.customer_id,
    date: (fromSeconds(invoice.date) ?? new Date(0)).toISOString(),
    amount: invoice.total ?? 0,
    currency: invoice.currency_code.toLowerCase(),
    status: invoice.status,
    url: null,
    lineItems: (invoice.line_items ?? []).map((line) => ({
      subscriptionId: line.subscription_id ?? null,
      amount: line.amount ?? 0,
    })),
  };
}
