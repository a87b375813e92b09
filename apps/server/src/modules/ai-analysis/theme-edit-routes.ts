import { themeEditsSchema } from "@sondar/core/ai/theme-edits";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { requireResponsesAccess } from "../responses/responses-access";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { readThemeEdits, saveThemeEdits } from "./theme-edits";

interface ThemeEditRouteDeps {
  auth: Auth;
  db: Database;
  now: () => Date;
}

/** A survey's theme edits (docs/product/ai.md#editable-themes): read by whoever reads its responses, saved by whoever may edit it. */
export function themeEditRoutes({ auth, db, now }: ThemeEditRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  app.use("/api/surveys/:id/theme-edits", requireUser(auth));

  app.get("/api/surveys/:id/theme-edits", async (c) => {
    const survey = await requireResponsesAccess(db, c.get("user").id, c.req.param("id"));
    return c.json({ edits: await readThemeEdits(db, survey.id) });
  });

  app.put("/api/surveys/:id/theme-edits", async (c) => {
    const userId = c.get("user").id;
    // Who may edit the survey, on a plan that may edit: theme edits change what later analyses say.
    const { survey } = await requireSurveyAccess(db, userId, c.req.param("id"), "surveys.edit");
    await requirePlanAllows(db, await getPlanHolderId(db, userId, survey.organizationId), now(), "responses.analyze");
    const { edits } = parseWith(themeEditsSchema, await readJsonBody(c));
    await saveThemeEdits(db, survey.id, userId, edits, now());
    return c.json({ edits });
  });
  return app;
}
