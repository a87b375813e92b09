import {
  apiExportQuerySchema,
  apiResponseListQuerySchema,
  apiSummaryQuerySchema,
  responsePageSchema,
  surveySummarySchema,
} from "@sondar/core/api/v1-schemas";
import { requestClientIp } from "../../middleware/client-ip";
import { responseItemSchema } from "@sondar/core/responses/response-replies";
import { createRoute } from "@hono/zod-openapi";
import contentDisposition from "content-disposition";
import { z } from "zod";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import type { ResponseExportService } from "../response-exports/response-export-service";
import { deleteSurveyResponses } from "../responses/delete-survey-responses";
import { getSurveyResponse, listSurveyResponsesAfter, summarizeSurveyResponses } from "../responses/read-survey-responses";
import { errorResponses, jsonReply, KEY_SECURITY, surveyIdParams, type V1App } from "./v1-openapi";
import { pageReply, readCursor } from "./cursor-page";

const tags = ["Responses"];
const responseParams = surveyIdParams.extend({ responseId: z.uuid().meta({ description: "The response's id" }) });

/** /api/v1/surveys/{id}/responses…: the responses services with the key's actor. */
export function v1ResponsesRoutes(
  app: V1App,
  deps: { db: Database; storage: StorageAdapter; logger: Logger; now: () => Date; exports: ResponseExportService },
) {
  const { db, now } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys/{id}/responses",
      tags,
      summary: "List responses",
      description:
        "Newest first by creation time. `status` keeps complete or partial ones (default all); `since` and `until` bound the creation time.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams, query: apiResponseListQuerySchema },
      responses: { 200: jsonReply(responsePageSchema, "One page of responses"), ...errorResponses(404) },
    }),
    async (c) => {
      const { cursor, ...query } = c.req.valid("query");
      const page = await listSurveyResponsesAfter(db, c.get("actor"), {
        surveyId: c.req.valid("param").id,
        query: { ...query, after: readCursor(cursor) },
      });
      return c.json(pageReply(page), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys/{id}/responses/export",
      tags,
      summary: "Export responses",
      description: "Every matching response as one streamed CSV or JSON file, the same file the responses screen downloads.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams, query: apiExportQuerySchema },
      responses: {
        200: {
          description: "The file, streamed",
          content: {
            "text/csv": { schema: z.string() },
            "application/json": { schema: z.array(z.record(z.string(), z.unknown())) },
          },
        },
        ...errorResponses(403, 404, 409),
      },
    }),
    async (c) => {
      const { format, status } = c.req.valid("query");
      const file = await deps.exports.openExport(c.get("actor"), {
        surveyId: c.req.valid("param").id,
        query: { format, status, pageSize: 10, hidden: {} },
        ticket: undefined,
        now: now(),
        ip: requestClientIp(c),
      });
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": contentDisposition(file.fileName.name, { fallback: file.fileName.ascii }),
      }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys/{id}/responses/{responseId}",
      tags,
      summary: "Get a response",
      security: KEY_SECURITY,
      request: { params: responseParams },
      responses: { 200: jsonReply(responseItemSchema, "The response"), ...errorResponses(404) },
    }),
    async (c) => {
      const { id, responseId } = c.req.valid("param");
      return c.json(await getSurveyResponse(db, c.get("actor"), { surveyId: id, responseId }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/surveys/{id}/responses/{responseId}",
      tags,
      summary: "Delete a response",
      description: "Deletes the response and the files its respondent uploaded.",
      security: KEY_SECURITY,
      request: { params: responseParams },
      responses: { 204: { description: "Deleted; nothing to return" }, ...errorResponses(402, 403, 404) },
    }),
    async (c) => {
      const { id, responseId } = c.req.valid("param");
      const { deleted } = await deleteSurveyResponses(deps, c.get("actor"), {
        surveyId: id,
        ids: [responseId],
        now: now(),
        ip: requestClientIp(c),
      });
      if (!deleted) throw new AppError("RESPONSE_NOT_FOUND");
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/surveys/{id}/summary",
      tags,
      summary: "Summarise responses",
      description: "Counts, completion rate and per-question figures, as the responses screen shows them.",
      security: KEY_SECURITY,
      request: { params: surveyIdParams, query: apiSummaryQuerySchema },
      responses: { 200: jsonReply(surveySummarySchema, "The summary"), ...errorResponses(404) },
    }),
    async (c) => {
      const summary = await summarizeSurveyResponses(db, c.get("actor"), {
        surveyId: c.req.valid("param").id,
        status: c.req.valid("query").status,
      });
      return c.json(summary, 200);
    },
  );
}
