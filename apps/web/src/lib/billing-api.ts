import { billingDataReplySchema, billingUrlReplySchema, type BillingDataReply } from "@sondar/core/plans/billing-replies";
import type { BillingPeriod } from "@sondar/core/plans/plans";
import { apiFetch } from "./api-client";

/** The billing screen's data, and everything that changes it (checkout, the portal) invalidates this key. */
export const billingKey = ["billing"] as const;

/** GET /api/billing: the current subscription, invoices and usage (docs/product/billing.md#checkout-and-the-portal). */
export function getBillingData(signal?: AbortSignal): Promise<BillingDataReply> {
  return apiFetch("/api/billing", { schema: billingDataReplySchema, ...(signal ? { signal } : {}) });
}

/** The provider's checkout page for a Pro plan. */
export async function startCheckout(plan: BillingPeriod): Promise<string> {
  const { url } = await apiFetch("/api/billing/checkout", { body: { plan }, schema: billingUrlReplySchema });
  return url;
}

/** The provider's customer portal for the signed-in user. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await apiFetch("/api/billing/portal", { body: {}, schema: billingUrlReplySchema });
  return url;
}
