import { z } from "zod";
import type { ApiErrorBody } from "../errors/api-error-body";
import { EXPORT_FORMATS } from "../responses/export-query";
import { RESPONSE_STATUS_FILTERS } from "../responses/response-list";
import { responseItemSchema } from "../responses/response-replies";
import type { SurveySummary } from "../responses/survey-summary";
import { surveyListItemSchema } from "../surveys/survey-replies";
import { surveyContentSchema } from "../surveys/survey-schema";
import { createSurveyRequestSchema } from "../surveys/create-survey-request";
import { webhookDeliverySchema, webhookEndpointSchema } from "../webhooks/webhook-replies";
import { createWebhookRequestSchema } from "../webhooks/webhook-requests";

/**
 * The shapes of the public REST API, /api/v1 (docs/product/api.md). The server builds its
 * OpenAPI document from these (modules/api-v1/), so the document and the checks are one thing.
 */

/** Every /api/v1 answer that is not a success (core's ApiErrorBody). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

export const DEFAULT_API_PAGE_SIZE = 50;
export const MAX_API_PAGE_SIZE = 100;

/** `?cursor=…&limit=…`: the cursor is the previous page's `nextCursor`, opaque to clients. */
export const cursorQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_API_PAGE_SIZE).default(DEFAULT_API_PAGE_SIZE),
});

/**
 * Where a page ended: the last item's creation time as stored (to the microsecond, which an
 * ISO time in the items cannot carry) and id.
 */
export interface PageCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.object({ t: z.iso.datetime(), id: z.uuid() });

/** The opaque text of a cursor: base64url of its JSON. */
export function encodeCursor(cursor: PageCursor): string {
  const json = JSON.stringify({ t: cursor.createdAt, id: cursor.id });
  return btoa(json).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(atob(text.replaceAll("-", "+").replaceAll("_", "/"))));
    return parsed.success ? { createdAt: parsed.data.t, id: parsed.data.id } : null;
  } catch {
    return null;
  }
}

/** One page of a list, oldest-first or newest-first as the list says, and where the next starts. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}

export const surveyPageSchema = pageSchema(surveyListItemSchema);

/**
 * POST /api/v1/surveys: a blank survey, or one from a template in a language, in the key's
 * workspace (a key acts in one workspace, so there is no organization to name).
 */
export const apiCreateSurveySchema = createSurveyRequestSchema.omit({ organizationId: true });

const contentShape = surveyContentSchema.shape;
/**
 * PATCH /api/v1/surveys/{id}: any of the builder's content fields (core's surveyContentSchema);
 * those left out keep their value, and the merged content is checked as the builder's save is.
 */
export const apiSurveyPatchSchema = z.object({
  title: contentShape.title.optional(),
  description: contentShape.description.removeDefault().optional(),
  questions: contentShape.questions.removeDefault().optional(),
  settings: contentShape.settings.removeDefault().optional(),
  hiddenFields: contentShape.hiddenFields.removeDefault().optional(),
});
export type ApiSurveyPatch = z.output<typeof apiSurveyPatchSchema>;

export const responsePageSchema = pageSchema(responseItemSchema);

/** GET /api/v1/surveys/{id}/responses: newest first, by status and creation time. */
export const apiResponseListQuerySchema = cursorQuerySchema.extend({
  status: z.enum(RESPONSE_STATUS_FILTERS).default("all"),
  /** Responses created at or after this time (ISO 8601). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Responses created before this time (ISO 8601). */
  until: z.iso.datetime({ offset: true }).optional(),
});
export type ApiResponseListQuery = z.output<typeof apiResponseListQuerySchema>;

/** GET /api/v1/surveys/{id}/responses/export: the whole matching set, streamed. */
export const apiExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS.filter((f) => f !== "xlsx") as ["csv", "json"]),
  status: z.enum(RESPONSE_STATUS_FILTERS).default("complete"),
});

/** GET /api/v1/surveys/{id}/summary?status=…: which responses the summary reads, complete ones by default. */
export const apiSummaryQuerySchema = z.object({ status: z.enum(RESPONSE_STATUS_FILTERS).default("complete") });

/** GET /api/v1/surveys/{id}/summary: core's SurveySummary; each question's figures follow its `kind`. */
export const surveySummarySchema = z.object({
  surveyId: z.string(),
  responseCount: z.number().int(),
  totalResponses: z.number().int(),
  completeCount: z.number().int(),
  partialCount: z.number().int(),
  completionRate: z.number(),
  firstResponseAt: z.string().nullable(),
  lastResponseAt: z.string().nullable(),
  questions: z.array(
    z.looseObject({
      questionId: z.string(),
      type: z.string(),
      title: z.string(),
      answeredCount: z.number().int(),
      kind: z.string(),
    }),
  ),
}) satisfies z.ZodType<Omit<SurveySummary, "questions">>;

/**
 * POST /api/v1/webhooks: core's request without `organizationId`, since a key acts in one
 * workspace; `surveyId` narrows the endpoint to one survey of it.
 */
export const apiCreateWebhookSchema = createWebhookRequestSchema.omit({ organizationId: true });

/** GET /api/v1/webhooks: every endpoint of the key's workspace (at most WEBHOOK_ENDPOINT_LIMIT, so one page). */
export const webhookListSchema = z.object({ data: z.array(webhookEndpointSchema) });

/** GET /api/v1/webhooks/{id}/deliveries: the endpoint's latest deliveries, newest first. */
export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });
