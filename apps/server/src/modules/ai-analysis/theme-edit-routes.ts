import { themeEditsSchema, type ThemeEdits } from "@sondar/core/ai/theme-edits";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { getThemeEdits, updateThemeEdits } from "./theme-edit-services";

interface ThemeEditRouteDeps {
  auth: Auth;
  db: Database;
  now: () => Date;
}

/** A survey's theme edits (docs/product/ai.md#editable-themes): read by whoever reads its responses, saved by whoever may edit it. */
export function themeEditRoutes({ auth, db, now }: ThemeEditRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.get("/api/surveys/:id/theme-edits", signedIn, async (c) =>
    c.json((await getThemeEdits(db, c.get("actor"), { surveyId: c.req.param("id") })) satisfies ThemeEdits),
  );

  app.put("/api/surveys/:id/theme-edits", signedIn, async (c) => {
    const { edits } = parseWith(themeEditsSchema, await readJsonBody(c));
    return c.json(
      (await updateThemeEdits(db, c.get("actor"), { surveyId: c.req.param("id"), edits, now: now() })) satisfies ThemeEdits,
    );
  });
  return app;
}
