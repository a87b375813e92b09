import { canCreateSurveys, isTrialActive } from "./entitlements";
import { TRIAL_SURVEY_CAP } from "./plans";
import type { SubscriptionFacts } from "./subscription";

export type OwnershipTransferRefusal = "needs_plan" | "trial_limit";

/**
 * Why handing an organization to a member is refused, or null: its surveys move to the new
 * owner's plan, which must give create rights and, on a trial, hold the surveys the new owner's
 * plan already covers plus the organization's within the cap (docs/product/teams.md#surveys-and-the-plan).
 */
export function getOwnershipTransferRefusal(
  newOwner: SubscriptionFacts | null,
  counted: { newOwnerSurveys: number; organizationSurveys: number },
  now: Date,
): OwnershipTransferRefusal | null {
  if (!canCreateSurveys(newOwner, now)) return "needs_plan";
  if (isTrialActive(newOwner, now) && counted.newOwnerSurveys + counted.organizationSurveys > TRIAL_SURVEY_CAP) {
    return "trial_limit";
  }
  return null;
}
