import type { ErrorCode } from "@sondar/core/errors/error-codes";
import { ApiError } from "./api-client";

export type PlanRefusal = "trial_limit" | "pro_required";

const REFUSALS: Partial<Record<ErrorCode, PlanRefusal>> = {
  TRIAL_SURVEY_LIMIT: "trial_limit",
  TRIAL_DUPLICATE_LIMIT: "trial_limit",
  TRIAL_CANNOT_DUPLICATE: "pro_required",
  SUBSCRIPTION_REQUIRED_CREATE: "pro_required",
  SUBSCRIPTION_REQUIRED_DUPLICATE: "pro_required",
  SUBSCRIPTION_REQUIRED: "pro_required",
  SUBSCRIPTION_REQUIRED_MOVE: "pro_required",
  SUBSCRIPTION_REQUIRED_ANALYSIS: "pro_required",
  SUBSCRIPTION_REQUIRED_WEBHOOKS: "pro_required",
};

/**
 * Whether an API error is a refusal of the plan (the trial's cap, or Pro required), which the
 * screens answer with an 'Upgrade to Pro' action (docs/product/plans-and-trial.md#rights).
 */
export function getPlanRefusal(error: unknown): PlanRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return REFUSALS[error.code as ErrorCode] ?? null;
}

/** The translation key of each refusal's title (docs/product/notifications-and-interface.md). */
export const PLAN_REFUSAL_TITLES: Record<PlanRefusal, string> = {
  trial_limit: "dashboard.toasts.trialLimitTitle",
  pro_required: "dashboard.toasts.proRequiredTitle",
};
