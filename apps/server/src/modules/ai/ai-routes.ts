import { generateSurveyRequestSchema } from "@sondar/core/ai/generate-survey-request";
import { Hono } from "hono";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { generateSurveyDraft } from "./generate-survey-draft";

interface AiRouteDeps {
  auth: Auth;
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
}

export function aiRoutes({ auth, db, ai, logger, now }: AiRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();

  app.post("/api/ai/generate-survey", requireUser(auth), async (c) => {
    const parsed = generateSurveyRequestSchema.safeParse(await readJsonBody(c, {}));
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      // The dialog shows one line, so the first problem is the message, not "check the fields".
      throw new AppError("VALIDATION_FAILED", {
        message: messages[0] ?? "Describe your survey idea",
        fields: { prompt: messages },
      });
    }
    return c.json(
      await generateSurveyDraft({ db, ai, logger, now }, c.get("actor"), { request: parsed.data, signal: c.req.raw.signal }),
    );
  });

  return app;
}
