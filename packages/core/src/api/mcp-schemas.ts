import { z } from "zod";
import { analysisRequestSchema } from "../ai/analysis-result";
import { askRequestSchema } from "../ai/ask-data";
import { generateSurveyRequestSchema } from "../ai/generate-survey-request";
import { surveyDtoSchema, surveyWithCountReplySchema } from "../surveys/survey-replies";
import { apiResponseListQuerySchema, apiSummaryQuerySchema, cursorQuerySchema } from "./v1-schemas";

/**
 * The inputs and outputs of the MCP tools at /api/mcp (docs/product/mcp.md): the /api/v1 and
 * signed-in API schemas they share services with, plus the survey the tool acts on.
 */

/** The survey a tool acts on, checked as /api/v1/surveys/{id} checks its id. */
const surveyRef = {
  surveyId: z.string().min(1).max(100).describe("The survey's id, as list_surveys gives it"),
};

/** list_surveys: one page of the key's workspace, as GET /api/v1/surveys. */
export const mcpListSurveysInput = cursorQuerySchema;

/** get_survey. */
export const mcpSurveyInput = z.object(surveyRef);

/** get_survey_summary: as GET /api/v1/surveys/{id}/summary. */
export const mcpSummaryInput = apiSummaryQuerySchema.extend(surveyRef);

/** list_responses: as GET /api/v1/surveys/{id}/responses. */
export const mcpListResponsesInput = apiResponseListQuerySchema.extend(surveyRef);

/** analyze_responses: the request of the responses screen's Analyze. */
export const mcpAnalyzeInput = analysisRequestSchema.extend(surveyRef);

/** ask_your_data: the question of the responses screen's Ask. */
export const mcpAskInput = askRequestSchema.extend(surveyRef);

/** create_draft_survey_from_idea: the AI generator's request; the workspace is the key's. */
export const mcpDraftInput = generateSurveyRequestSchema.omit({ organizationId: true }).extend({
  prompt: generateSurveyRequestSchema.shape.prompt.describe("The survey idea in a sentence or two, in any language"),
});

/**
 * A survey in a tool's answer: core's survey whole, its questions and settings as stored. The
 * schema names only what every question has, like /api/v1's summary schema does, because core's
 * full question schema (19 types, with parsing steps JSON Schema cannot express) would be tens of
 * kilobytes in every assistant's tool list.
 */
export const mcpSurveySchema = surveyDtoSchema.extend({
  questions: z.array(z.looseObject({ id: z.string(), type: z.string(), title: z.string() })),
  settings: z.record(z.string(), z.unknown()),
});

/** get_survey: as GET /api/v1/surveys/{id}, the survey and its response counts. */
export const mcpSurveyReplySchema = surveyWithCountReplySchema.extend({ survey: mcpSurveySchema });

/** create_draft_survey_from_idea's answer: the saved draft and where to open it in the builder. */
export const mcpDraftReplySchema = z.object({ survey: mcpSurveySchema, editUrl: z.string() });
