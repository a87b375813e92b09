import { analysisRequestSchema } from "@sondar/core/ai/analysis-result";
import { askRequestSchema } from "@sondar/core/ai/ask-data";
import { Hono } from "hono";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { requireResponsesWrite } from "../responses/responses-access";
import { analyzeSurveyResponses } from "./analyze-survey-responses";
import { askSurveyData } from "./ask-survey-data";

/** Analyses allowed per user per minute: a provider call costs money and up to a minute. */
export const AI_ANALYSIS_LIMIT: RateLimitRule = { window: 60, max: 10 };

interface AnalysisRouteDeps {
  auth: Auth;
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
}

export function analysisRoutes({ auth, db, ai, logger, now }: AnalysisRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  // Its own session check, whatever other modules mount on /api/surveys/*.
  app.use("/api/surveys/:id/analysis", requireUser(auth));

  app.use("/api/surveys/:id/ask", requireUser(auth));

  /** Owner or organization member, on a plan that may edit: like an analysis, an answer spends. */
  async function allowed(userId: string, surveyId: string, limit: string) {
    if (!(await consumeRateLimit(db, `ai:${limit}:${userId}`, AI_ANALYSIS_LIMIT, now()))) throw new AppError("RATE_LIMITED");
    return requireResponsesWrite(db, userId, surveyId, "responses.read", now());
  }

  function logged(error: unknown): never {
    if (error instanceof AppError && error.code !== "NO_RESPONSES_TO_ANALYZE") {
      logger.warn({ code: error.code, detail: error.message, cause: error.cause, adapter: ai.kind }, "ai analysis failed");
    }
    throw error;
  }

  app.post("/api/surveys/:id/analysis", async (c) => {
    const survey = await allowed(c.get("user").id, c.req.param("id"), "analysis");
    const request = parseWith(analysisRequestSchema, await readJsonBody(c, {}));
    try {
      return c.json(await analyzeSurveyResponses({ db, ai, survey, request, now, signal: c.req.raw.signal }));
    } catch (error) {
      logged(error);
    }
  });

  // A question about the responses (docs/product/ai.md#ask-your-data).
  app.post("/api/surveys/:id/ask", async (c) => {
    const survey = await allowed(c.get("user").id, c.req.param("id"), "ask");
    const request = parseWith(askRequestSchema, await readJsonBody(c, {}));
    try {
      return c.json(await askSurveyData({ db, ai, survey, request, signal: c.req.raw.signal }));
    } catch (error) {
      logged(error);
    }
  });

  return app;
}
