import { getCreateSurveyRefusal, getEntitlements } from "@sondar/core/plans/entitlements";
import { getPlanActionRefusal, type PlanAction } from "@sondar/core/plans/plan-actions";
import type { SubscriptionFacts } from "@sondar/core/plans/subscription";
import { getOrganizationRefusal, READ_ONLY_REFUSAL, reachesWorkspace, scopeAllows, type Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";
import { countCappedSurveys } from "../subscriptions/plan-coverage";
import { getSurveyMembership, getOrganizationOwnerId } from "../teams/get-membership";

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
 * the actor may create surveys there (docs/product/teams.md): by role in an organization, and
 * for an API key, in its own workspace and with write scope.
 */
export async function requirePlanHolderForCreate(db: Database, actor: Actor, organizationId: string | null | undefined) {
  if (organizationId) {
    const refusal = getOrganizationRefusal(
      actor,
      organizationId,
      (await getSurveyMembership(db, actor.userId, organizationId))?.role,
      "surveys.create",
    );
    if (refusal) throw new AppError(refusal === "read-only" ? READ_ONLY_REFUSAL : "SURVEY_EDIT_FORBIDDEN");
  } else {
    if (!reachesWorkspace(actor, null)) throw new AppError("SURVEY_EDIT_FORBIDDEN");
    if (!scopeAllows(actor, "surveys.create")) throw new AppError(READ_ONLY_REFUSAL);
  }
  return getPlanHolderId(db, actor.userId, organizationId);
}

/**
 * Throws the plan's refusal when the plan holder may not get one more survey: core's table
 * first (plans/plan-actions.ts), then the trial's cap (docs/product/plans-and-trial.md#rights).
 */
export async function requireCanCreate(db: Database, userId: string, now: Date, purpose: "create" | "duplicate") {
  const facts = await getSubscriptionFacts(db, userId);
  const refusal = getPlanActionRefusal(
    purpose === "create" ? "surveys.create" : "surveys.duplicate",
    getEntitlements(facts, now),
  );
  if (refusal === "TRIAL_CANNOT_DUPLICATE") {
    const atCap = getCreateSurveyRefusal(facts, await countCappedSurveys(db, userId), now) === "trial_limit";
    throw new AppError(atCap ? "TRIAL_DUPLICATE_LIMIT" : refusal);
  }
  if (refusal) throw new AppError(refusal);
  if (purpose === "create" && getCreateSurveyRefusal(facts, await countCappedSurveys(db, userId), now) === "trial_limit") {
    throw new AppError("TRIAL_SURVEY_LIMIT");
  }
}

/** Throws the plan's refusal of `action` in its own words when the plan holder's plan does not allow it. */
export async function requirePlanAllows(db: Database, holderId: string, now: Date, action: PlanAction) {
  const refusal = getPlanActionRefusal(action, getEntitlements(await getSubscriptionFacts(db, holderId), now));
  if (refusal) throw new AppError(refusal);
}
