import { apiCreateSurveySchema, apiSurveyPatchSchema, cursorQuerySchema, surveyPageSchema } from "@sondar/core/api/v1-schemas";
import { surveyReplySchema, surveyWithCountReplySchema } from "@sondar/core/surveys/survey-replies";
import { createRoute } from "@hono/zod-openapi";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { createSurvey } from "../surveys/create-survey";
import { deleteSurvey } from "../surveys/delete-survey";
import { getSurvey } from "../surveys/get-survey";
import { listSurveysPage } from "../surveys/list-visible-surveys";
import { patchSurvey } from "../surveys/patch-survey";
import { setSurveyStatus } from "../surveys/set-survey-status";
import { pageReply, readCursor } from "./cursor-page";
import { errorResponses, jsonReply, KEY_SECURITY, surveyIdParams, type V1App } from "./v1-openapi";

const tags = ["Surveys"];

/** /api/v1/surveys: each handler parses with core's schemas, calls one survey service with the key's actor, replies. */
export function v1SurveysRoutes(app: V1App, deps: { db: Database; storage: StorageAdapter; logger: Logger; now: () => Date }) {
  const { db, now } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys",
      tags,
      summary: "List surveys",
      description: "The surveys of the key's workspace, newest first; pass `nextCursor` back as `cursor` for the next page.",
      security: KEY_SECURITY,
      request: { query: cursorQuerySchema },
      responses: { 200: jsonReply(surveyPageSchema, "One page of surveys"), ...errorResponses() },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const page = await listSurveysPage(db, c.get("actor"), { after: readCursor(cursor), limit });
      return c.json(pageReply(page), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/surveys",
      tags,
      summary: "Create a survey",
      description: "A blank draft, or one built from a template in a language, in the key's workspace.",
      security: KEY_SECURITY,
      request: { body: { required: false, content: { "application/json": { schema: apiCreateSurveySchema } } } },
      responses: { 201: jsonReply(surveyReplySchema, "The new draft"), ...errorResponses(402, 403, 409, 422) },
    }),
    async (c) => {
      const actor = c.get("actor");
      const { template } = c.req.valid("json");
      const survey = await createSurvey(db, actor, { request: { template, organizationId: actor.organizationId }, now: now() });
      return c.json({ survey }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys/{id}",
      tags,
      summary: "Get a survey",
      description: "The survey whole (questions, settings, `shareId`) and its response counts.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams },
      responses: { 200: jsonReply(surveyWithCountReplySchema, "The survey"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getSurvey(db, c.get("actor"), { surveyId: c.req.valid("param").id }), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/v1/surveys/{id}",
      tags,
      summary: "Update a survey",
      description:
        "Any of the builder's content fields: `title`, `description`, `questions`, `settings`. Fields left out keep their value; the result is checked as the builder's save is.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams, body: { content: { "application/json": { schema: apiSurveyPatchSchema } } } },
      responses: { 200: jsonReply(surveyReplySchema, "The saved survey"), ...errorResponses(402, 403, 404) },
    }),
    async (c) => {
      const survey = await patchSurvey(db, c.get("actor"), {
        surveyId: c.req.valid("param").id,
        patch: c.req.valid("json"),
        now: now(),
      });
      return c.json({ survey }, 200);
    },
  );

  for (const change of ["publish", "unpublish"] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/api/v1/surveys/{id}/${change}`,
        tags,
        summary: change === "publish" ? "Publish a survey" : "Unpublish a survey",
        description:
          change === "publish"
            ? "Opens the survey to respondents at its share link; refused (422) while the publish checks find problems."
            : "Closes the survey to respondents; its responses stay.",
        security: KEY_SECURITY,
        request: { params: surveyIdParams },
        responses: { 200: jsonReply(surveyReplySchema, "The survey"), ...errorResponses(402, 403, 404, 409, 422) },
      }),
      async (c) => {
        const survey = await setSurveyStatus(db, c.get("actor"), { surveyId: c.req.valid("param").id, change, now: now() });
        return c.json({ survey }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/surveys/{id}",
      tags,
      summary: "Delete a survey",
      description: "Deletes the survey, its responses and its files.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams },
      responses: { 204: { description: "Deleted; nothing to return" }, ...errorResponses(402, 403, 404) },
    }),
    async (c) => {
      await deleteSurvey(deps, c.get("actor"), { surveyId: c.req.valid("param").id, now: now() });
      return c.body(null, 204);
    },
  );
}
