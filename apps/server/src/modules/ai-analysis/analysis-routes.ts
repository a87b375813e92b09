import { analysisRequestSchema } from "@sondar/core/ai/analysis-result";
import { askRequestSchema } from "@sondar/core/ai/ask-data";
import { Hono, type Context } from "hono";
import type { z } from "zod";
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

  /**
   * Owner or organization member, on a plan that may edit: like an analysis, an answer spends.
   * The body and the access are checked first, so a refused request does not use up the limit.
   */
  async function allowed<T>(c: Context<{ Variables: UserVariables }>, schema: z.ZodType<T>, limit: string) {
    const request = parseWith(schema, await readJsonBody(c, {}));
    const userId = c.get("user").id;
    const survey = await requireResponsesWrite(db, userId, c.req.param("id") ?? "", "responses.read", "responses.analyze", now());
    if (!(await consumeRateLimit(db, `ai:${limit}:${userId}`, AI_ANALYSIS_LIMIT, now()))) throw new AppError("RATE_LIMITED");
    return { survey, request };
  }

  function logged(error: unknown): never {
    if (error instanceof AppError && error.code !== "NO_RESPONSES_TO_ANALYZE") {
      logger.warn({ code: error.code, detail: error.message, cause: error.cause, adapter: ai.kind }, "ai analysis failed");
    }
    throw error;
  }

  app.post("/api/surveys/:id/analysis", async (c) => {
    const { survey, request } = await allowed(c, analysisRequestSchema, "analysis");
    try {
      return c.json(await analyzeSurveyResponses({ db, ai, survey, request, now, signal: c.req.raw.signal }));
    } catch (error) {
      logged(error);
    }
  });

  // A question about the responses (docs/product/ai.md#ask-your-data).
  app.post("/api/surveys/:id/ask", async (c) => {
    const { survey, request } = await allowed(c, askRequestSchema, "ask");
    try {
      return c.json(await askSurveyData({ db, ai, survey, request, signal: c.req.raw.signal }));
    } catch (error) {
      logged(error);
    }
  });

  return app;
}
