import { generateSurveyRequestSchema } from "@sondar/core/ai/generate-survey-request";
import { Hono } from "hono";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { requireCanCreate, requirePlanHolderForCreate } from "../surveys/survey-entitlements";

/** Generations allowed per user per minute: a provider call costs money and up to 30 s. */
export const AI_GENERATE_LIMIT: RateLimitRule = { window: 60, max: 10 };

interface AiRouteDeps {
  auth: Auth;
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
}

export function aiRoutes({ auth, db, ai, logger, now }: AiRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  app.use("/api/ai/*", requireUser(auth));

  // Returns the generated content only; the dashboard creates an empty survey (where the plan
  // rules apply), fills it with this and saves it through the surveys endpoints.
  app.post("/api/ai/generate-survey", async (c) => {
    const userId = c.get("user").id;
    if (!(await consumeRateLimit(db, `ai:generate:${userId}`, AI_GENERATE_LIMIT, now()))) throw new AppError("RATE_LIMITED");
    const parsed = generateSurveyRequestSchema.safeParse(await readJsonBody(c, {}));
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      // The dialog shows one line, so the first problem is the message, not "check the fields".
      throw new AppError("VALIDATION_FAILED", {
        message: messages[0] ?? "Describe your survey idea",
        fields: { prompt: messages },
      });
    }
    // The draft becomes a new survey where the dialog was opened, so refuse up front with that
    // plan's message rather than spend a generation the user then cannot save.
    const holder = await requirePlanHolderForCreate(db, userId, parsed.data.organizationId);
    await requireCanCreate(db, holder, now(), "create");

    try {
      const survey = await ai.generateSurvey(parsed.data.prompt, {
        signal: c.req.raw.signal,
        ...(parsed.data.language ? { language: parsed.data.language } : {}),
      });
      return c.json({ survey });
    } catch (error) {
      if (error instanceof AppError) {
        logger.warn({ code: error.code, detail: error.message, adapter: ai.kind }, "ai generation failed");
      }
      throw error;
    }
  });

  return app;
}
