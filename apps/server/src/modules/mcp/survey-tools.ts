import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  mcpListResponsesInput,
  mcpListSurveysInput,
  mcpSummaryInput,
  mcpSurveyInput,
  mcpSurveyReplySchema,
} from "@sondar/core/api/mcp-schemas";
import { responsePageSchema, surveyPageSchema, surveySummarySchema } from "@sondar/core/api/v1-schemas";
import type { Actor } from "@sondar/core/teams/actor";
import type { z } from "zod";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { pageReply, readCursor } from "../api-v1/cursor-page";
import { listSurveyResponsesAfter, summarizeSurveyResponses } from "../responses/read-survey-responses";
import { getSurvey } from "../surveys/get-survey";
import { listSurveysPage } from "../surveys/list-visible-surveys";
import { addTool } from "./add-tool";

const PAGING = "Newest first; pass `nextCursor` back as `cursor` for the next page (`limit` 1–100, default 50).";

/** The reading tools: each is one /api/v1 read, the same service with the key's actor. */
export function addSurveyTools(server: McpServer, deps: { db: Database; logger: Logger }, actor: Actor) {
  const { db, logger } = deps;

  addTool(server, logger, "list_surveys", {
    title: "List surveys",
    description: `The surveys of the API key's workspace with their status, question and response counts. ${PAGING}`,
    input: mcpListSurveysInput,
    output: surveyPageSchema,
    readOnly: true,
    run: async ({ cursor, limit }) => pageReply(await listSurveysPage(db, actor, { after: readCursor(cursor), limit })),
  });

  addTool(server, logger, "get_survey", {
    title: "Get a survey",
    description:
      "A survey whole: title, questions (with their ids and types), settings, status, `shareId` (a published survey is answered at /survey/{shareId} on this server) and response counts.",
    input: mcpSurveyInput,
    output: mcpSurveyReplySchema,
    readOnly: true,
    run: ({ surveyId }) => getSurvey(db, actor, { surveyId }),
  });

  addTool(server, logger, "get_survey_summary", {
    title: "Summarise a survey's responses",
    description:
      "Response counts, completion rate and per-question figures (choice counts, rating averages, text answer counts), as the responses screen shows them. `status`: complete (default), partial or all.",
    input: mcpSummaryInput,
    output: surveySummarySchema,
    readOnly: true,
    // Core's SurveySummary is the schema's loose per-question object, spelled out by kind.
    run: ({ surveyId, status }) =>
      summarizeSurveyResponses(db, actor, { surveyId, status }) as Promise<z.input<typeof surveySummarySchema>>,
  });

  addTool(server, logger, "list_responses", {
    title: "List responses",
    description: `A survey's responses with their answers by question id. \`status\`: all (default), complete or partial; \`since\`/\`until\` bound the creation time (ISO 8601). ${PAGING}`,
    input: mcpListResponsesInput,
    output: responsePageSchema,
    readOnly: true,
    run: async ({ surveyId, cursor, ...query }) =>
      pageReply(await listSurveyResponsesAfter(db, actor, { surveyId, query: { ...query, after: readCursor(cursor) } })),
  });
}
