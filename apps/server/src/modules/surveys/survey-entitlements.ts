import { canCreateSurveys, canDuplicateSurveys, getCreateSurveyRefusal, isTrialActive } from "@sondar/core/plans/entitlements";
import type { SubscriptionFacts } from "@sondar/core/plans/subscription";
import { can } from "@sondar/core/teams/team-permissions";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";
import { countCappedSurveys } from "../subscriptions/plan-coverage";
import { getMembership, getOrganizationOwnerId } from "../teams/get-membership";

/** Whose plan governs: the owner's for an organization's survey, else the caller's own. */
export async function getPlanHolderId(db: Database, userId: string, organizationId: string | null | undefined): Promise<string> {
  if (!organizationId) return userId;
  return (await getOrganizationOwnerId(db, organizationId)) ?? userId;
}

export async function getSubscriptionFacts(db: Database, userId: string): Promise<SubscriptionFacts | null> {
  return toSubscriptionFacts(await getCurrentSubscription(db, userId));
}

/**
 * Whose plan a new survey in `organizationId` (null: personal) will count against, after checking
 * the caller may create surveys there (docs/product/teams.md).
 */
export async function requirePlanHolderForCreate(db: Database, userId: string, organizationId: string | null | undefined) {
  if (organizationId && !can((await getMembership(db, userId, organizationId))?.role, "surveys.create")) {
    throw new AppError("SURVEY_EDIT_FORBIDDEN");
  }
  return getPlanHolderId(db, userId, organizationId);
}

/** Throws the plan's refusal when the plan holder may not get one more survey (docs/product/plans-and-trial.md#rights). */
export async function requireCanCreate(db: Database, userId: string, now: Date, purpose: "create" | "duplicate") {
  const facts = await getSubscriptionFacts(db, userId);
  if (purpose === "duplicate") {
    if (!canCreateSurveys(facts, now)) throw new AppError("SUBSCRIPTION_REQUIRED_DUPLICATE");
    if (isTrialActive(facts, now) && !canDuplicateSurveys(facts, now)) {
      const atCap = getCreateSurveyRefusal(facts, await countCappedSurveys(db, userId), now) === "trial_limit";
      throw new AppError(atCap ? "TRIAL_DUPLICATE_LIMIT" : "TRIAL_CANNOT_DUPLICATE");
    }
    return;
  }
  const refusal = getCreateSurveyRefusal(facts, await countCappedSurveys(db, userId), now);
  if (refusal === "subscription_required") throw new AppError("SUBSCRIPTION_REQUIRED_CREATE");
  if (refusal === "trial_limit") throw new AppError("TRIAL_SURVEY_LIMIT");
}

/** Edit, delete, publish and unpublish need create/edit rights (trial, active, or cancelled in term). */
export async function requireCanEdit(db: Database, userId: string, now: Date) {
  if (!canCreateSurveys(await getSubscriptionFacts(db, userId), now)) throw new AppError("SUBSCRIPTION_REQUIRED");
}
