import type { BillingPeriod } from "@sondar/core/plans/plans";

const KEY = "pendingCheckout";
/** A plan chosen longer ago than this is forgotten: it must not hijack a sign-in days later. */
export const PENDING_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The plan a signed-out visitor chose with 'Get started', kept across sign-up and e-mail
 * verification so checkout follows (docs/decisions/071-get-started-checkout.md).
 */
export function getPendingCheckout(now = Date.now()): BillingPeriod | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { plan, at } = JSON.parse(raw) as { plan?: unknown; at?: unknown };
    if ((plan !== "monthly" && plan !== "yearly") || typeof at !== "number" || now - at > PENDING_CHECKOUT_MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return null;
    }
    return plan;
  } catch {
    return null;
  }
}

export function setPendingCheckout(plan: BillingPeriod, now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ plan, at: now }));
  } catch {
    // Without storage the visitor signs up and chooses the plan again on /billing.
  }
}

export function clearPendingCheckout() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The plan named by a `plan` query parameter, or null. */
export function readPlanParam(value: string | null): BillingPeriod | null {
  return value === "monthly" || value === "yearly" ? value : null;
}
