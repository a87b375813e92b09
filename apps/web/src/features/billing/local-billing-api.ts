import type { BillingPeriod } from "@sondar/core/plans/plans";
import { billingUrlReplySchema } from "@sondar/core/plans/billing-replies";
import { localPortalStateSchema, type LocalPortalAction, type LocalPortalState } from "@sondar/core/plans/local-billing-replies";
import { apiFetch } from "../../lib/api-client";
import { billingKey } from "../../lib/billing-api";

/** The local test-mode provider's API (docs/product/billing.md#local-test-mode); mounted only when BILLING_PROVIDER is local. */
export const localPortalKey = [...billingKey, "local-portal"] as const;

/** Pays for a plan with the test card; the answer is where to go next (/billing?success=true). */
export async function payLocalCheckout(plan: BillingPeriod): Promise<string> {
  const { url } = await apiFetch("/api/billing/local/checkout", { body: { plan }, schema: billingUrlReplySchema });
  return url;
}

export function getLocalPortal(signal?: AbortSignal): Promise<LocalPortalState> {
  return apiFetch("/api/billing/local/portal", { schema: localPortalStateSchema, ...(signal ? { signal } : {}) });
}

/** One portal action on the user's own local subscription; the portal as it is afterwards. */
export function actOnLocalPortal(action: LocalPortalAction): Promise<LocalPortalState> {
  return apiFetch("/api/billing/local/portal", { body: action, schema: localPortalStateSchema });
}
