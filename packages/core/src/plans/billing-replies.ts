import { z } from "zod";

/**
 * What the billing endpoints take and answer (`apps/server/src/modules/billing/`), for the
 * server to type its replies and the billing screen to parse them. The rules behind the
 * fields: docs/product/billing.md.
 */

export const BILLING_PROVIDERS = ["local", "stripe", "chargebee"] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

export const BILLING_PLAN_PERIODS = ["monthly", "yearly"] as const;

/** POST /api/billing/checkout: which Pro plan to buy. */
export const checkoutRequestSchema = z.object({ plan: z.enum(BILLING_PLAN_PERIODS) }).strict();
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/**
 * POST /api/billing/checkout and POST /api/billing/portal: where to send the browser (the
 * provider's hosted page, or the local provider's page on our own origin).
 */
export const billingUrlReplySchema = z.object({ url: z.string().min(1) });
export type BillingUrlReply = z.output<typeof billingUrlReplySchema>;

/** The customer the provider holds for this user; its e-mail must be the user's own. */
export const billingCustomerSchema = z.object({ id: z.string(), email: z.string() });
export type BillingCustomer = z.output<typeof billingCustomerSchema>;

/**
 * The user's current subscription as stored from the provider's events (or our own trial).
 * Prices are in cents, as providers report them; times are ISO text.
 */
export const billingSubscriptionSchema = z.object({
  /** The provider's subscription id; our own trials start with `trial_`. */
  id: z.string(),
  customerId: z.string().nullable(),
  /** trial, in_trial, active, cancelled or inactive; anything else reads as inactive. */
  status: z.string(),
  planId: z.string().nullable(),
  planName: z.string(),
  /** Cents. */
  planUnitPrice: z.number().int().nullable(),
  planUnitPriceInDecimal: z.string().nullable(),
  billingPeriod: z.number().int().nullable(),
  /** "month" or "year" when known. */
  billingPeriodUnit: z.string().nullable(),
  trialEnd: z.string().nullable(),
  currentTermEnd: z.string().nullable(),
  nextBillingAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The provider could not collect the last renewal and is retrying. */
  paymentFailed: z.boolean(),
  /** A switch of plan the provider will make at `at` (ISO), when it reports one; null otherwise. */
  scheduledChange: z.object({ period: z.enum(BILLING_PLAN_PERIODS), at: z.string() }).nullable(),
});
export type BillingSubscription = z.output<typeof billingSubscriptionSchema>;

/** One invoice line; `amount` in cents. */
export const billingInvoiceLineSchema = z.object({
  subscriptionId: z.string().nullable(),
  amount: z.number().int(),
});

/** One invoice: total in cents, when it was issued, and a link where the provider has one. */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  /** ISO text. */
  date: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  /** paid, open, void… as the provider says. */
  status: z.string(),
  url: z.string().nullable(),
  lineItems: z.array(billingInvoiceLineSchema),
});
export type BillingInvoice = z.output<typeof billingInvoiceSchema>;

/** Surveys and responses counted by creator (docs/product/billing.md#usage). */
export const billingUsageSchema = z.object({
  surveysCount: z.number().int().nonnegative(),
  responsesCount: z.number().int().nonnegative(),
});
export type BillingUsage = z.output<typeof billingUsageSchema>;

/** GET /api/billing: everything the billing screen shows. */
export const billingDataReplySchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** True for the local provider (and providers' test keys): the screen says so. */
  testMode: z.boolean(),
  /** Null until the user has paid once (a trial has no customer). */
  customer: billingCustomerSchema.nullable(),
  subscription: billingSubscriptionSchema.nullable(),
  /** Newest first. */
  invoices: z.array(billingInvoiceSchema),
  usage: billingUsageSchema,
});
export type BillingDataReply = z.output<typeof billingDataReplySchema>;
