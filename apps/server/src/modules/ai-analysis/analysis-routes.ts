import { analysisRequestSchema } from "@sondar/core/ai/analysis-result";
import { askRequestSchema } from "@sondar/core/ai/ask-data";
import { Hono } from "hono";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { analyzeSurvey, askSurvey } from "./analysis-services";

interface AnalysisRouteDeps {
  auth: Auth;
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
}

export function analysisRoutes({ auth, db, ai, logger, now }: AnalysisRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);
  const deps = { db, ai, logger, now };

  app.post("/api/surveys/:id/analysis", signedIn, async (c) => {
    const request = parseWith(analysisRequestSchema, await readJsonBody(c, {}));
    return c.json(await analyzeSurvey(deps, c.get("actor"), { surveyId: c.req.param("id"), request, signal: c.req.raw.signal }));
  });

  // A question about the responses (docs/product/ai.md#ask-your-data).
  app.post("/api/surveys/:id/ask", signedIn, async (c) => {
    const request = parseWith(askRequestSchema, await readJsonBody(c, {}));
    return c.json(await askSurvey(deps, c.get("actor"), { surveyId: c.req.param("id"), request, signal: c.req.raw.signal }));
  });

  return app;
}
