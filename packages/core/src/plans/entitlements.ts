// Per-function entry points: the package's index loads every function (~15 MB in the server).
import { addDays } from "date-fns/addDays";
import { differenceInMilliseconds } from "date-fns/differenceInMilliseconds";
import { millisecondsInDay } from "date-fns/constants";
import { TRIAL_DAYS, TRIAL_SURVEY_CAP } from "./plans";
import { getPlanStanding, type PlanStanding } from "./plan-standing";
import { isTrialStatus, TRIAL_ID_PREFIX, type SubscriptionFacts } from "./subscription";

/** True while a trial subscription's end lies in the future. */
export function isTrialActive(sub: SubscriptionFacts | null, now: Date): boolean {
  if (!sub || !isTrialStatus(sub.status) || !sub.trialEnd) return false;
  return sub.trialEnd.getTime() > now.getTime();
}

/** Days until the trial ends, rounded up, never below 0. */
export function trialDaysLeft(sub: SubscriptionFacts | null, now: Date): number {
  if (!sub?.trialEnd || !isTrialStatus(sub.status)) return 0;
  const ms = differenceInMilliseconds(sub.trialEnd, now);
  return ms <= 0 ? 0 : Math.ceil(ms / millisecondsInDay);
}

/** When a trial that starts now ends. */
export function trialEndFrom(start: Date): Date {
  return addDays(start, TRIAL_DAYS);
}

function isPaidAndCurrent(sub: SubscriptionFacts, now: Date): boolean {
  if (sub.status === "active") return true;
  // A cancelled subscription keeps Pro rights until the paid term runs out.
  return sub.status === "cancelled" && !!sub.currentTermEnd && sub.currentTermEnd.getTime() > now.getTime();
}

/** Create/edit rights: a running trial, an active plan, or a cancelled one still in its term. */
export function canCreateSurveys(sub: SubscriptionFacts | null, now: Date): boolean {
  if (!sub) return false;
  return isPaidAndCurrent(sub, now) || isTrialActive(sub, now);
}

/** Editing follows the same rule as creating (docs/product/plans-and-trial.md#rights). */
export const canEditSurveys = canCreateSurveys;

/** Duplicating needs Pro: a running trial may not duplicate. */
export function canDuplicateSurveys(sub: SubscriptionFacts | null, now: Date): boolean {
  return !!sub && isPaidAndCurrent(sub, now);
}

/** Whether a survey in this status counts toward the trial cap. */
export function countsTowardTrialCap(status: string): boolean {
  return status !== "archived" && status !== "deleted";
}

export type CreateSurveyRefusal = "subscription_required" | "trial_limit";

/** Why creating one more survey is refused, or null when it is allowed. */
export function getCreateSurveyRefusal(
  sub: SubscriptionFacts | null,
  countedSurveys: number,
  now: Date,
): CreateSurveyRefusal | null {
  if (!canCreateSurveys(sub, now)) return "subscription_required";
  if (isTrialActive(sub, now) && countedSurveys >= TRIAL_SURVEY_CAP) {
    return "trial_limit";
  }
  return null;
}

/** The powered-by footer hides only for an active plan or an unexpired `trial_` trial. */
export function showPoweredByFooter(sub: SubscriptionFacts | null, now: Date): boolean {
  if (!sub) return true;
  if (sub.status === "active") return false;
  const isOwnTrial = !!sub.providerSubscriptionId?.startsWith(TRIAL_ID_PREFIX);
  return !(isOwnTrial && isTrialActive(sub, now));
}

export interface Entitlements {
  canCreateSurveys: boolean;
  canEditSurveys: boolean;
  canDuplicateSurveys: boolean;
  isTrialActive: boolean;
  trialDaysLeft: number;
  /** Where the plan stands, so a notice names it (docs/product/plans-and-trial.md#plan-standing). */
  standing: PlanStanding;
}

/** Every entitlement flag the app shows, computed once. */
export function getEntitlements(sub: SubscriptionFacts | null, now: Date): Entitlements {
  return {
    canCreateSurveys: canCreateSurveys(sub, now),
    canEditSurveys: canEditSurveys(sub, now),
    canDuplicateSurveys: canDuplicateSurveys(sub, now),
    isTrialActive: isTrialActive(sub, now),
    trialDaysLeft: trialDaysLeft(sub, now),
    standing: getPlanStanding(sub, now),
  };
}
