import { canDuplicateSurveys, isTrialActive, trialDaysLeft } from "./entitlements";
import type { BillingPeriod } from "./plans";
import { resolveBillingPeriod, resolvePrice, type Invoice } from "./pricing";
import { isTrialStatus, type SubscriptionFacts } from "./subscription";
import type { BillingSubscription } from "./billing-replies";

/** Which state the billing screen shows (docs/product/billing.md#what-each-state-shows). */
export type BillingState = "trial" | "active" | "cancelled" | "inactive" | "none";

/** The actions the Current Subscription card offers. */
export type BillingActions = "manage" | "reactivate" | "upgrade-from-trial" | "choose-plan";

export type BillingPriceView = { kind: "free" } | { kind: "amount"; amountUsd: number; period: BillingPeriod };

export interface BillingView {
  state: BillingState;
  /** The 'Free Trial Active' banner: only while a trial runs. */
  showTrialBanner: boolean;
  trialDaysLeft: number;
  /** The green 'Active' badge. */
  showActiveBadge: boolean;
  /** 'Free' during a trial, an amount and period above 0, else nothing. */
  price: BillingPriceView | null;
  /** 'Save $38/year' beside a yearly price above 0. */
  showYearlySavingBadge: boolean;
  actions: BillingActions;
  /** The date the 'Subscription Cancelled' notice names; set only with the reactivate action. */
  activeUntil: Date | null;
  /** 'All Pro features included' (with 'during your trial' for "trial"), or nothing. */
  allFeatures: "trial" | "pro" | null;
  /** '∞ Unlimited surveys' instead of the trial's survey cap. */
  unlimitedSurveys: boolean;
  /** The provider could not collect the last renewal. */
  paymentFailed: boolean;
  /** 'Switches to monthly on {date}': a running plan's switch that waits for the end of its term. */
  scheduledSwitch: { period: BillingPeriod; at: Date } | null;
}

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/** The entitlement facts of a subscription as the billing API sends it. */
export function billingSubscriptionFacts(sub: BillingSubscription): SubscriptionFacts {
  return {
    status: sub.status,
    providerSubscriptionId: sub.id,
    trialEnd: toDate(sub.trialEnd),
    currentTermEnd: toDate(sub.currentTermEnd),
  };
}

/** The state a subscription is in now: an expired trial or a cancellation past its term is inactive. */
export function getBillingState(sub: BillingSubscription | null, now: Date): BillingState {
  if (!sub) return "none";
  const facts = billingSubscriptionFacts(sub);
  if (isTrialStatus(sub.status)) return isTrialActive(facts, now) ? "trial" : "inactive";
  if (sub.status === "active") return "active";
  if (sub.status === "cancelled") {
    return facts.currentTermEnd && facts.currentTermEnd.getTime() > now.getTime() ? "cancelled" : "inactive";
  }
  return "inactive";
}

/** Everything the billing screen decides from the subscription and invoices, in one place. */
export function getBillingView(sub: BillingSubscription | null, invoices: Invoice[], now: Date): BillingView {
  const state = getBillingState(sub, now);
  const facts = sub ? billingSubscriptionFacts(sub) : null;
  let price: BillingPriceView | null = null;
  if (state === "trial") price = { kind: "free" };
  else if (sub) {
    const amountUsd = resolvePrice(sub, invoices);
    if (amountUsd !== null && amountUsd > 0) price = { kind: "amount", amountUsd, period: resolveBillingPeriod(sub) };
  }
  const actions: BillingActions =
    state === "active"
      ? "manage"
      : state === "cancelled"
        ? "reactivate"
        : state === "trial"
          ? "upgrade-from-trial"
          : "choose-plan";
  return {
    state,
    showTrialBanner: state === "trial",
    trialDaysLeft: trialDaysLeft(facts, now),
    showActiveBadge: state === "active",
    price,
    showYearlySavingBadge: price?.kind === "amount" && price.period === "yearly",
    actions,
    activeUntil: state === "cancelled" ? (facts?.currentTermEnd ?? null) : null,
    allFeatures: state === "active" ? "pro" : state === "trial" ? "trial" : null,
    unlimitedSurveys: canDuplicateSurveys(facts, now),
    paymentFailed: !!sub?.paymentFailed && state !== "inactive",
    scheduledSwitch:
      state === "active" && sub?.scheduledChange
        ? { period: sub.scheduledChange.period, at: new Date(sub.scheduledChange.at) }
        : null,
  };
}
