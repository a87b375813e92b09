import type { BillingCustomer, BillingInvoice, BillingProvider } from "@sondar/core/plans/billing-replies";
import type { BillingPeriod } from "@sondar/core/plans/plans";

/** Our statuses a provider's subscription maps onto (docs/product/billing.md#how-provider-states-map-onto-our-record). */
export type MappedStatus = "in_trial" | "active" | "cancelled" | "inactive";

/** A provider's subscription as our record stores it, taken from an event or the provider's API. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Our user, when the provider carries it (metadata we set at checkout); otherwise found by ids. */
  userId: string | null;
  status: MappedStatus;
  /** The provider's own word for the state. */
  providerStatus: string;
  planId: string | null;
  /** Cents. */
  planUnitPrice: number | null;
  planUnitPriceInDecimal: string | null;
  billingPeriod: number | null;
  billingPeriodUnit: string | null;
  trialEnd: Date | null;
  currentTermEnd: Date | null;
  nextBillingAt: Date | null;
  cancelledAt: Date | null;
  paymentFailed: boolean;
  /** A switch of plan the provider has scheduled for the end of the term, when it reports one. */
  scheduledChange: { period: BillingPeriod; at: Date } | null;
  /** The provider's order of this snapshot among the subscription's others; never applied over a higher one. */
  version: number;
}

/** A renewal payment the provider could not collect. */
export interface FailedPayment {
  invoiceId: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** Cents. */
  amount: number | null;
  currency: string | null;
}

/** One provider event, read and verified, in our terms. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription's state after the event, when the event carries one. */
  subscription?: SubscriptionSnapshot;
  paymentFailed?: FailedPayment;
}

export interface CheckoutInput {
  plan: BillingPeriod;
  user: { id: string; email: string };
  /** The customer the provider already holds for this user, to reuse. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** What the provider holds about a customer: the customer itself and their invoices (newest first). */
export interface CustomerRecords {
  customer: BillingCustomer | null;
  invoices: BillingInvoice[];
}

export interface WebhookRequest {
  rawBody: string;
  headers: Headers;
  now: Date;
}

/**
 * One billing provider behind the billing module (docs/decisions/060-billing-providers.md):
 * checkout and portal pages, the customer's records, and its webhooks read into our events.
 */
export interface BillingAdapter {
  provider: BillingProvider;
  /** No real money moves (the local provider, or a provider's test keys). */
  testMode: boolean;
  /** The provider's checkout page for one Pro plan, or null when it gave none. */
  createCheckout: (input: CheckoutInput) => Promise<string | null>;
  /** The provider's customer portal, or null when it gave none. */
  createPortal: (input: { customerId: string; returnUrl: string }) => Promise<string | null>;
  getCustomerRecords: (customerId: string) => Promise<CustomerRecords>;
  /**
   * Ends the subscription now, with no further charge (the account is being deleted,
   * docs/decisions/299-delete-account-cancels-billing.md). Throws when the provider did not confirm it.
   */
  cancelNow: (subscriptionId: string) => Promise<void>;
  /**
   * Verifies a webhook and reads its events; throws AppError("WEBHOOK_INVALID") when the
   * signature or credentials do not check out. The local provider has none: its changes are
   * events already.
   */
  readWebhook?: (request: WebhookRequest) => Promise<BillingEvent[]>;
}
