import { randomUUID } from "node:crypto";
import { listPlans } from "@sondar/core/plans/plans";
import type Stripe from "stripe";
import type { BillingConfig } from "../../../config/config";
import { AppError } from "../../../lib/app-error";
import type { BillingAdapter, BillingEvent } from "../billing-adapter";
import { mapStripeInvoice, mapStripeSubscription, stripeInvoiceSubscriptionId } from "./map-stripe";

type StripeSettings = Extract<BillingConfig, { provider: "stripe" }>;

/** Seconds a signed webhook stays acceptable; older ones are refused as replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Invoices the billing screen lists. */
const INVOICE_LIMIT = 24;

/**
 * Stripe: Checkout Sessions for the two prices, the Customer Portal, invoices, and webhooks
 * verified by the SDK on the raw body. Every write carries an idempotency key, which the SDK's
 * own retries reuse, so a retried request never makes a second session.
 */
export function createStripeBilling(settings: StripeSettings, options: { productName: string }): BillingAdapter {
  const plans = listPlans(options.productName);
  const planIds: Record<string, string> = {
    [settings.prices.monthly]: plans.monthly.id,
    [settings.prices.yearly]: plans.yearly.id,
  };
  let client: Promise<Stripe> | null = null;

  /** The SDK, imported on first use; STRIPE_API_URL points it elsewhere (a mock on loopback). */
  function stripe(): Promise<Stripe> {
    client ??= import("stripe").then(({ default: StripeClass }) => {
      const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
      return new StripeClass(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(api
          ? {
              protocol: api.protocol.replace(":", "") as "http" | "https",
              host: api.hostname,
              port: api.port || (api.protocol === "https:" ? 443 : 80),
            }
          : {}),
      });
    });
    return client;
  }

  const writeKey = (what: string) => ({ idempotencyKey: `${what}-${randomUUID()}` });

  return {
    provider: "stripe",
    testMode: /^(sk|rk)_test_/.test(settings.secretKey),

    createCheckout: async ({ plan, user, customerId, successUrl, cancelUrl }) => {
      const session = await (
        await stripe()
      ).checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          ...(customerId ? { customer: customerId } : { customer_email: user.email }),
          client_reference_id: user.id,
          // Every event about the subscription then names our user.
          subscription_data: { metadata: { userId: user.id } },
          metadata: { userId: user.id },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        writeKey(`checkout-${user.id}`),
      );
      return session.url;
    },

    createPortal: async ({ customerId, returnUrl }) => {
      const session = await (
        await stripe()
      ).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, writeKey(`portal-${customerId}`));
      return session.url;
    },

    getCustomerRecords: async (customerId) => {
      const api = await stripe();
      const customer = await api.customers.retrieve(customerId);
      if (customer.deleted) return { customer: null, invoices: [] };
      const invoices = await api.invoices.list({ customer: customerId, limit: INVOICE_LIMIT });
      return {
        customer: { id: customer.id, email: customer.email ?? "" },
        invoices: invoices.data.filter((invoice) => invoice.status !== "draft").map(mapStripeInvoice),
      };
    },

    // No proration and no final invoice: the subscription simply ends. One already ended, or one
    // Stripe no longer knows, charges nothing: done.
    cancelNow: async (subscriptionId) => {
      const api = await stripe();
      try {
        const current = await api.subscriptions.retrieve(subscriptionId);
        if (current.status === "canceled" || current.status === "incomplete_expired") return;
        await api.subscriptions.cancel(subscriptionId, {}, writeKey(`cancel-${subscriptionId}`));
      } catch (error) {
        if ((error as { code?: unknown }).code === "resource_missing") return;
        throw error;
      }
    },

    readWebhook: async ({ rawBody, headers, now }) => {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new AppError("WEBHOOK_INVALID");
      let event: Stripe.Event;
      try {
        event = (await stripe()).webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new AppError("WEBHOOK_INVALID");
      }
      return [readStripeEvent(event, planIds)];
    },
  };
}

/** One verified Stripe event in our terms: a subscription snapshot, a failed payment, or nothing to do. */
function readStripeEvent(event: Stripe.Event, planIds: Record<string, string>): BillingEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
    case "customer.subscription.trial_will_end":
      return { ...base, subscription: mapStripeSubscription(event.data.object, { version: event.created, planIds }) };
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        ...base,
        paymentFailed: {
          invoiceId: invoice.id ?? event.id,
          subscriptionId: stripeInvoiceSubscriptionId(invoice),
          customerId: typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? null),
          amount: invoice.amount_due,
          currency: invoice.currency,
        },
      };
    }
    default:
      return base;
  }
}
