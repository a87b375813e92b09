import type { AnalysisRequest, AnalysisResult } from "@sondar/core/ai/analysis-result";
import type { AskAnswer, AskRequest } from "@sondar/core/ai/ask-data";
import type { Actor } from "@sondar/core/teams/actor";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { analyzeSurveyResponses } from "./analyze-survey-responses";
import { askSurveyData } from "./ask-survey-data";
import { requireSpendOnResponses } from "./spend-on-responses";

export interface AnalysisDeps {
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
}

/** A failure of the provider is logged with the adapter's kind; having nothing to analyse is an answer, not a failure. */
function logged(deps: AnalysisDeps, error: unknown): never {
  if (error instanceof AppError && error.code !== "NO_RESPONSES_TO_ANALYZE") {
    deps.logger.warn(
      { code: error.code, detail: error.message, cause: error.cause, adapter: deps.ai.kind },
      "ai analysis failed",
    );
  }
  throw error;
}

/** The AI analysis of a survey's responses (docs/product/ai.md). */
export async function analyzeSurvey(
  deps: AnalysisDeps,
  actor: Actor,
  input: { surveyId: string; request: AnalysisRequest; signal?: AbortSignal },
): Promise<AnalysisResult> {
  const { db, ai, now } = deps;
  const survey = await requireSpendOnResponses(db, actor, { surveyId: input.surveyId, limit: "analysis", now: now() });
  try {
    return await analyzeSurveyResponses({
      db,
      ai,
      survey,
      request: input.request,
      now,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    logged(deps, error);
  }
}

/** A question about a survey's responses (docs/product/ai.md#ask-your-data). */
export async function askSurvey(
  deps: AnalysisDeps,
  actor: Actor,
  input: { surveyId: string; request: AskRequest; signal?: AbortSignal },
): Promise<AskAnswer> {
  const { db, ai, now } = deps;
  const survey = await requireSpendOnResponses(db, actor, { surveyId: input.surveyId, limit: "ask", now: now() });
  try {
    return await askSurveyData({ db, ai, survey, request: input.request, ...(input.signal ? { signal: input.signal } : {}) });
  } catch (error) {
    logged(deps, error);
  }
}
