import type { BillingInvoice } from "@sondar/core/plans/billing-replies";
import type Stripe from "stripe";
import type { MappedStatus, SubscriptionSnapshot } from "../billing-adapter";

const fromSeconds = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Our status for a Stripe subscription (docs/product/billing.md#how-provider-states-map-onto-our-record). */
function mapStatus(sub: Stripe.Subscription): MappedStatus {
  switch (sub.status) {
    case "trialing":
      return "in_trial";
    // past_due: the provider is still retrying the renewal, so rights stay and the failure is flagged.
    case "active":
    case "past_due":
      return sub.cancel_at_period_end || sub.cancel_at ? "cancelled" : "active";
    default:
      return "inactive";
  }
}

/**
 * A Stripe subscription as our record stores it; `version` is the event's time, so an older
 * event never overwrites a newer one. `planIds` names our plan for each configured price id.
 */
export function mapStripeSubscription(
  sub: Stripe.Subscription,
  options: { version: number; planIds: Record<string, string> },
): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const price = item?.price;
  const status = mapStatus(sub);
  const periodEnd = fromSeconds(item?.current_period_end);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    userId: typeof sub.metadata.userId === "string" ? sub.metadata.userId : null,
    status,
    providerStatus: sub.status,
    planId: price ? (options.planIds[price.id] ?? price.lookup_key ?? price.id) : null,
    planUnitPrice: price?.unit_amount ?? null,
    planUnitPriceInDecimal: null,
    billingPeriod: price?.recurring?.interval_count ?? null,
    billingPeriodUnit: price?.recurring?.interval ?? null,
    trialEnd: fromSeconds(sub.trial_end),
    currentTermEnd: status === "cancelled" ? (fromSeconds(sub.cancel_at) ?? periodEnd) : (fromSeconds(sub.ended_at) ?? periodEnd),
    nextBillingAt: status === "active" || status === "in_trial" ? periodEnd : null,
    cancelledAt: fromSeconds(sub.canceled_at),
    paymentFailed: sub.status === "past_due" || sub.status === "unpaid",
    // A switch Stripe schedules lives in a subscription schedule, not on the subscription (decision 136).
    scheduledChange: null,
    version: options.version,
  };
}

/** The subscription an invoice bills, however the API version nests it. */
export function stripeInvoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** A Stripe invoice as the billing screen lists it: total in cents, its date, the hosted page. */
export function mapStripeInvoice(invoice: Stripe.Invoice): BillingInvoice {
  return {
    id: invoice.id ?? "",
    customerId: idOf(invoice.customer),
    date: new Date(invoice.created * 1000).toISOString(),
    amount: invoice.total,
    currency: invoice.currency,
    status: invoice.status ?? "draft",
    url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
    lineItems: invoice.lines.data.map((line) => ({ subscriptionId: idOf(line.subscription), amount: line.amount })),
  };
}
