import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { listPlans } from "@sondar/core/plans/plans";
import type Chargebee from "chargebee";
import { z } from "zod";
import type { BillingConfig } from "../../../config/config";
import { AppError } from "../../../lib/app-error";
import { parseJsonText } from "../../../lib/validate";
import type { BillingAdapter, BillingEvent } from "../billing-adapter";
import {
  chargebeeInvoiceSchema,
  chargebeeSubscriptionSchema,
  mapChargebeeInvoice,
  mapChargebeeSubscription,
} from "./map-chargebee";

type ChargebeeSettings = Extract<BillingConfig, { provider: "chargebee" }>;

const INVOICE_LIMIT = 24;

/** A webhook's body: the event, with the resources it is about. */
const chargebeeEventSchema = z.looseObject({
  id: z.string().min(1),
  event_type: z.string(),
  occurred_at: z.number(),
  content: z.looseObject({
    subscription: chargebeeSubscriptionSchema.optional(),
    invoice: chargebeeInvoiceSchema.optional(),
  }),
});

/** Compares secrets in constant time (digests first, so the lengths match). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Chargebee: hosted-page checkout for the two item prices (`{product}-pro-monthly`,
 * `{product}-pro-USD-Yearly`), portal sessions, invoices, and webhooks with basic auth. Every
 * write carries an idempotency key.
 */
export function createChargebeeBilling(settings: ChargebeeSettings, options: { productName: string }): BillingAdapter {
  const plans = listPlans(options.productName);
  let client: Promise<Chargebee> | null = null;

  /** The SDK, imported on first use; CHARGEBEE_API_URL points it elsewhere (a mock on loopback). */
  function chargebee(): Promise<Chargebee> {
    client ??= import("chargebee").then(({ default: ChargebeeClass }) => {
      const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
      return new ChargebeeClass({
        site: api ? api.hostname : settings.site,
        apiKey: settings.apiKey,
        timeout: 20_000,
        sdkTelemetryEnabled: false,
        // The SDK builds `{site}{hostSuffix}`: with an override the host is the whole address.
        ...(api
          ? {
              hostSuffix: "",
              protocol: api.protocol === "http:" ? "http" : "https",
              port: Number(api.port || (api.protocol === "http:" ? 80 : 443)),
            }
          : {}),
      });
    });
    return client;
  }

  const writeKey = () => ({ "chargebee-idempotency-key": randomUUID() });

  return {
    provider: "chargebee",
    testMode: settings.site.endsWith("-test"),

    createCheckout: async ({ plan, user, customerId, successUrl, cancelUrl }) => {
      const result = await (
        await chargebee()
      ).hostedPage.checkoutNewForItems(
        {
          subscription_items: [{ item_price_id: plans[plan].id, quantity: 1 }],
          // Our user id is the customer id, so the provider's events name our user.
          customer: { id: customerId ?? user.id, email: user.email },
          redirect_url: successUrl,
          cancel_url: cancelUrl,
        },
        writeKey(),
      );
      return result.hosted_page.url ?? null;
    },

    createPortal: async ({ customerId, returnUrl }) => {
      const result = await (
        await chargebee()
      ).portalSession.create({ customer: { id: customerId }, redirect_url: returnUrl }, writeKey());
      return result.portal_session.access_url || null;
    },

    getCustomerRecords: async (customerId) => {
      const api = await chargebee();
      const { customer } = await api.customer.retrieve(customerId);
      const invoices = await api.invoice.list({
        customer_id: { is: customerId },
        limit: INVOICE_LIMIT,
        "sort_by[desc]": "date",
      });
      return {
        customer: { id: customer.id, email: customer.email ?? "" },
        invoices: invoices.list.map(({ invoice }) => mapChargebeeInvoice(chargebeeInvoiceSchema.parse(invoice))),
      };
    },

    // At once rather than at the term's end; unbilled charges are dropped, nothing is refunded. One
    // already cancelled, or one Chargebee no longer knows, charges nothing: done.
    cancelNow: async (subscriptionId) => {
      const api = await chargebee();
      try {
        const { subscription } = await api.subscription.retrieve(subscriptionId);
        if (subscription.status === "cancelled") return;
        await api.subscription.cancelForItems(
          subscriptionId,
          { end_of_term: false, unbilled_charges_option: "delete", credit_option_for_current_term_charges: "none" },
          writeKey(),
        );
      } catch (error) {
        if ((error as { api_error_code?: unknown }).api_error_code === "resource_not_found") return;
        throw error;
      }
    },

    readWebhook: async ({ rawBody, headers }) => {
      const { basicAuthValidator } = await import("chargebee");
      const validate = basicAuthValidator((username, password) =>
        // Both compared, always, so a wrong user name takes as long as a wrong password.
        [sameSecret(username, settings.webhookAuth.username), sameSecret(password, settings.webhookAuth.password)].every(Boolean),
      );
      try {
        await validate(Object.fromEntries(headers));
      } catch {
        throw new AppError("UNAUTHENTICATED", { message: "Invalid webhook credentials" });
      }
      const parsed = chargebeeEventSchema.safeParse(parseJsonText(rawBody));
      if (!parsed.success) throw new AppError("WEBHOOK_INVALID");
      return [readChargebeeEvent(parsed.data)];
    },
  };
}

/** One Chargebee event in our terms: the subscription it carries, and a failed payment when it is one. */
function readChargebeeEvent(event: z.output<typeof chargebeeEventSchema>): BillingEvent {
  const { subscription, invoice } = event.content;
  return {
    id: event.id,
    type: event.event_type,
    ...(subscription ? { subscription: mapChargebeeSubscription(subscription) } : {}),
    ...(event.event_type === "payment_failed" && invoice
      ? {
          paymentFailed: {
            invoiceId: invoice.id,
            subscriptionId: invoice.subscription_id ?? subscription?.id ?? null,
            customerId: invoice.customer_id,
            amount: invoice.amount_due ?? invoice.total ?? null,
            currency: invoice.currency_code.toLowerCase(),
          },
        }
      : {}),
  };
}
