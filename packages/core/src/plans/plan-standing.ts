import { isTrialStatus, TRIAL_ID_PREFIX, type SubscriptionFacts } from "./subscription";

/**
 * Where a user's own plan stands (docs/product/plans-and-trial.md#plan-standing): a running
 * trial, a paid plan with rights (active, or cancelled within its term), a trial that ended, a
 * paid plan that ended, or no plan at all (someone who joined by invitation gets none).
 */
export const PLAN_STANDINGS = ["trial", "paid", "trial_ended", "paid_ended", "none"] as const;
export type PlanStanding = (typeof PLAN_STANDINGS)[number];

/** Whether a record that grants nothing now was a trial that was never paid for. */
function wasUnpaidTrial(sub: SubscriptionFacts): boolean {
  if (isTrialStatus(sub.status) || sub.providerSubscriptionId?.startsWith(TRIAL_ID_PREFIX)) return true;
  // A provider's trial that ended unpaid: its term never ran past the trial's end.
  if (!sub.trialEnd) return false;
  return !sub.currentTermEnd || sub.currentTermEnd.getTime() <= sub.trialEnd.getTime();
}

/** The standing of the user's current subscription record at `now`. */
export function getPlanStanding(sub: SubscriptionFacts | null, now: Date): PlanStanding {
  if (!sub) return "none";
  const at = now.getTime();
  if (isTrialStatus(sub.status) && sub.trialEnd && sub.trialEnd.getTime() > at) return "trial";
  if (sub.status === "active") return "paid";
  if (sub.status === "cancelled" && sub.currentTermEnd && sub.currentTermEnd.getTime() > at) return "paid";
  return wasUnpaidTrial(sub) ? "trial_ended" : "paid_ended";
}
