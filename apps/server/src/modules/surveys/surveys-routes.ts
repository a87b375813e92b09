import { bulkDeleteSurveysRequestSchema } from "@sondar/core/surveys/bulk-delete-request";
import { createSurveyRequestSchema, surveyTemplatesQuerySchema } from "@sondar/core/surveys/create-survey-request";
import type { SurveyTemplateListReply } from "@sondar/core/surveys/create-survey-request";
import type { BulkDeleteReply, SurveyListReply, SurveyReply, SurveyWithCountReply } from "@sondar/core/surveys/survey-replies";
import { listSurveysQuerySchema } from "@sondar/core/surveys/survey-list-query";
import { surveyContentSchema } from "@sondar/core/surveys/survey-schema";
import { listSurveyTemplateSummaries } from "@sondar/core/surveys/templates/survey-templates";
import { moveSurveyRequestSchema } from "@sondar/core/teams/team-replies";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { bulkDeleteSurveys } from "./bulk-delete-surveys";
import { createSurvey } from "./create-survey";
import { deleteSurvey } from "./delete-survey";
import { duplicateSurvey } from "./duplicate-survey";
import { getSurvey } from "./get-survey";
import { listVisibleSurveys } from "./list-visible-surveys";
import { moveSurvey } from "./move-survey";
import { setSurveyStatus } from "./set-survey-status";
import { updateSurvey } from "./update-survey";

interface SurveysRouteDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
}

/** The surveys API: each handler parses with core's schema, calls one service with the session's actor, and replies. */
export function surveysRoutes({ auth, db, storage, logger, now }: SurveysRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.get("/api/survey-templates", signedIn, (c) => {
    const { language } = parseWith(surveyTemplatesQuerySchema, c.req.query());
    return c.json({ templates: listSurveyTemplateSummaries(language) } satisfies SurveyTemplateListReply);
  });

  app.get("/api/surveys", signedIn, async (c) => {
    const query = parseWith(listSurveysQuerySchema, c.req.query());
    return c.json((await listVisibleSurveys(db, c.get("actor"), query)) satisfies SurveyListReply);
  });

  app.post("/api/surveys", signedIn, async (c) => {
    const request = parseWith(createSurveyRequestSchema, await readJsonBody(c, {}));
    const survey = await createSurvey(db, c.get("actor"), { request, now: now() });
    return c.json({ survey } satisfies SurveyReply, 201);
  });

  app.get("/api/surveys/:id", signedIn, async (c) => {
    const surveyId = c.req.param("id");
    // The builder opens the survey here: what an old row lost is logged once per opening, and
    // its next save writes the repaired survey.
    const reply = await getSurvey(db, c.get("actor"), {
      surveyId,
      report: (repair) =>
        logger.warn({ surveyId, path: repair.path.join("."), problem: repair.message }, "stored survey repaired on read"),
    });
    return c.json(reply satisfies SurveyWithCountReply);
  });

  app.put("/api/surveys/:id", signedIn, async (c) => {
    const content = parseWith(surveyContentSchema, await readJsonBody(c));
    const survey = await updateSurvey(db, c.get("actor"), { surveyId: c.req.param("id"), content, now: now() });
    return c.json({ survey } satisfies SurveyReply);
  });

  for (const change of ["publish", "unpublish", "archive", "unarchive"] as const) {
    app.post(`/api/surveys/:id/${change}`, signedIn, async (c) => {
      const survey = await setSurveyStatus(db, c.get("actor"), { surveyId: c.req.param("id"), change, now: now() });
      return c.json({ survey } satisfies SurveyReply);
    });
  }

  app.post("/api/surveys/:id/duplicate", signedIn, async (c) => {
    const survey = await duplicateSurvey(db, c.get("actor"), { surveyId: c.req.param("id"), now: now() });
    return c.json({ survey } satisfies SurveyReply, 201);
  });

  app.delete("/api/surveys/:id", signedIn, async (c) => {
    await deleteSurvey({ db, storage, logger }, c.get("actor"), { surveyId: c.req.param("id"), now: now() });
    return c.body(null, 204);
  });

  app.post("/api/surveys/bulk-delete", signedIn, async (c) => {
    const { ids } = parseWith(bulkDeleteSurveysRequestSchema, await readJsonBody(c));
    return c.json(
      (await bulkDeleteSurveys({ db, storage, logger }, c.get("actor"), { ids, now: now() })) satisfies BulkDeleteReply,
    );
  });

  app.post("/api/surveys/:id/move", signedIn, async (c) => {
    const { organizationId } = parseWith(moveSurveyRequestSchema, await readJsonBody(c));
    const survey = await moveSurvey(db, c.get("actor"), { surveyId: c.req.param("id"), organizationId, now: now() });
    return c.json({ survey } satisfies SurveyReply);
  });

  return app;
}
