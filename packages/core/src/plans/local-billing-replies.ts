import { z } from "zod";
import { BILLING_PLAN_PERIODS, billingInvoiceSchema } from "./billing-replies";

/**
 * The local billing provider's checkout and portal (docs/product/billing.md#local-test-mode):
 * pages on our own origin, `/billing/local/checkout?plan=monthly|yearly` and
 * `/billing/local/portal`, over these endpoints (only mounted when BILLING_PROVIDER is local).
 */

/** POST /api/billing/local/checkout: pay for a plan with the test card; the reply (a url) returns to /billing. */
export const localCheckoutRequestSchema = z.object({ plan: z.enum(BILLING_PLAN_PERIODS) }).strict();
export type LocalCheckoutRequest = z.output<typeof localCheckoutRequestSchema>;

/** What the local provider's own subscription can be, in its own words (mapped onto ours by its events). */
export const LOCAL_SUBSCRIPTION_STATUSES = ["active", "past_due", "unpaid", "ended"] as const;

export const localSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(BILLING_PLAN_PERIODS),
  status: z.enum(LOCAL_SUBSCRIPTION_STATUSES),
  /** Cents. */
  priceCents: z.number().int(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** The next renewal's payment will be declined (to try the payment-failed path). */
  failNextRenewal: z.boolean(),
  /** The plan the subscription switches to at the end of the current period (a shorter interval waits for it). */
  scheduledPlan: z.enum(BILLING_PLAN_PERIODS).nullable(),
});
export type LocalSubscription = z.output<typeof localSubscriptionSchema>;

/** GET /api/billing/local/portal, and the reply to every portal action. */
export const localPortalStateSchema = z.object({
  testMode: z.literal(true),
  /** The user's own trial end, when they have a trial record (advancing the clock moves it too). */
  trialEnd: z.string().nullable(),
  /** The newest local subscription, or null before the first checkout. */
  subscription: localSubscriptionSchema.nullable(),
  /** Newest first. */
  invoices: z.array(billingInvoiceSchema),
});
export type LocalPortalState = z.output<typeof localPortalStateSchema>;

/** POST /api/billing/local/portal: one action on the user's local subscription. */
export const localPortalActionSchema = z.discriminatedUnion("action", [
  /**
   * Move to the other plan: to a longer interval now (a new period starts and is invoiced at
   * once); to a shorter one at the end of the paid period; back to the current plan, dropping a
   * scheduled switch (docs/decisions/136-shorter-interval-at-the-terms-end.md).
   */
  z.object({ action: z.literal("switch-plan"), plan: z.enum(BILLING_PLAN_PERIODS) }).strict(),
  /** Cancel at the end of the paid period. */
  z.object({ action: z.literal("cancel") }).strict(),
  /** Undo a cancellation before the period ends. */
  z.object({ action: z.literal("reactivate") }).strict(),
  /** Let this many days pass for this user's billing: renewals, failures, trial and term ends fall due. */
  z.object({ action: z.literal("advance-clock"), days: z.number().int().min(1).max(400) }).strict(),
  /** Decline (or stop declining) the next renewal's payment. */
  z.object({ action: z.literal("fail-next-renewal"), fail: z.boolean() }).strict(),
  /** Pay the renewal that failed, now. */
  z.object({ action: z.literal("retry-payment") }).strict(),
]);
export type LocalPortalAction = z.output<typeof localPortalActionSchema>;
