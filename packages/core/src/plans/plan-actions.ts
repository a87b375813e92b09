import type { ErrorCode } from "../errors/error-codes";
import type { Entitlements } from "./entitlements";

/**
 * What a plan decides over surveys, one table for the server (which refuses) and the web app
 * (which disables the control and says why beforehand): docs/product/plans-and-trial.md#rights.
 * Who may do it by role is the other table, teams/team-permissions.ts.
 */
export const PLAN_ACTIONS = [
  "surveys.create",
  "surveys.duplicate",
  "surveys.edit",
  "surveys.publish",
  "surveys.delete",
  "surveys.move",
  "responses.delete",
  "responses.analyze",
  "webhooks.manage",
] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

interface PlanActionRule {
  /** The right the action needs: create/edit rights, or the paid plan's right to duplicate. */
  needs: "create" | "duplicate";
  /** The refusal without a plan that gives create rights, in the words for the action (docs/product/plans-and-trial.md#rights). */
  refusal: ErrorCode;
  /** The refusal for a running trial, when the action needs more than a trial gives. */
  trialRefusal?: ErrorCode;
}

/** The plan → action table. */
export const PLAN_ACTION_RULES: Record<PlanAction, PlanActionRule> = {
  "surveys.create": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED_CREATE" },
  "surveys.duplicate": {
    needs: "duplicate",
    refusal: "SUBSCRIPTION_REQUIRED_DUPLICATE",
    trialRefusal: "TRIAL_CANNOT_DUPLICATE",
  },
  "surveys.edit": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED" },
  "surveys.publish": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED" },
  "surveys.delete": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED" },
  "surveys.move": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED_MOVE" },
  "responses.delete": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED" },
  "responses.analyze": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED_ANALYSIS" },
  "webhooks.manage": { needs: "create", refusal: "SUBSCRIPTION_REQUIRED_WEBHOOKS" },
};

/** The part of a plan's entitlements the table reads. */
export type PlanRights = Pick<Entitlements, "canCreateSurveys" | "canDuplicateSurveys" | "isTrialActive">;

/**
 * Why the plan refuses `action`, as the error the server answers and the screens show, or null
 * when the plan allows it. The trial's cap on the number of surveys is counted by the server.
 */
export function getPlanActionRefusal(action: PlanAction, rights: PlanRights): ErrorCode | null {
  const rule = PLAN_ACTION_RULES[action];
  if (!rights.canCreateSurveys) return rule.refusal;
  if (rule.needs === "duplicate" && !rights.canDuplicateSurveys) {
    return rights.isTrialActive ? (rule.trialRefusal ?? rule.refusal) : rule.refusal;
  }
  return null;
}
