import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { requireResponsesWrite } from "../responses/responses-access";
import type { SurveyRow } from "../surveys/survey-access";

/** Analyses (and, apart, questions) allowed per user per minute: a provider call costs money and up to a minute. */
export const AI_ANALYSIS_LIMIT: RateLimitRule = { window: 60, max: 10 };

/**
 * The survey when the actor may read its responses on a plan that may edit: like an analysis, an
 * answer spends. Access is checked before the limit, so a refused request does not use it up;
 * the limit is the key's owner's, whichever entry point asks.
 */
export async function requireSpendOnResponses(
  db: Database,
  actor: Actor,
  input: { surveyId: string; limit: "analysis" | "ask"; now: Date },
): Promise<SurveyRow> {
  const survey = await requireResponsesWrite(db, actor, input.surveyId, "responses.read", "responses.analyze", input.now);
  if (!(await consumeRateLimit(db, `ai:${input.limit}:${actor.userId}`, AI_ANALYSIS_LIMIT, input.now))) {
    throw new AppError("RATE_LIMITED");
  }
  return survey;
}
