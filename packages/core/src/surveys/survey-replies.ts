import { z } from "zod";
import { questionSchema } from "./question-schema";
import { hiddenFieldsSchema, SURVEY_STATUSES, surveySettingsSchema } from "./survey-schema";

/**
 * What the survey endpoints answer (`apps/server/src/modules/surveys/`), for the server to type
 * its replies and the dashboard to parse them (`apps/web/src/lib/surveys-api.ts`).
 */

/** A survey as the API returns it: questions and settings whole, times as ISO text. */
export const surveyDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(questionSchema),
  settings: surveySettingsSchema,
  /** The keys of its hidden fields (docs/product/surveys-and-questions.md#hidden-fields). */
  hiddenFields: hiddenFieldsSchema,
  status: z.enum(SURVEY_STATUSES),
  shareId: z.string().nullable(),
  organizationId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyDto = z.output<typeof surveyDtoSchema>;

/**
 * PUT /api/surveys/:id, POST …/publish, …/unpublish, …/archive, …/unarchive, …/move; and, with
 * 201, POST /api/surveys and …/duplicate: the survey under its name, like every reply that
 * returns a resource (docs/decisions/171-one-reply-convention.md).
 */
export const surveyReplySchema = z.object({ survey: surveyDtoSchema });
export type SurveyReply = z.output<typeof surveyReplySchema>;

/**
 * A survey's response counts, one definition wherever they are shown
 * (docs/product/responses-and-exports.md#counts): `responseCount` is every stored response,
 * complete or partial; `partialCount` the partial ones among them.
 */
export const responseCountsSchema = z.object({
  responseCount: z.number().int().nonnegative(),
  partialCount: z.number().int().nonnegative(),
});
export type ResponseCounts = z.output<typeof responseCountsSchema>;

/** GET /api/surveys/:id: the survey and its response counts. */
export const surveyWithCountReplySchema = z.object({ survey: surveyDtoSchema, ...responseCountsSchema.shape });
export type SurveyWithCountReply = z.output<typeof surveyWithCountReplySchema>;

/** One row of the dashboard's survey list. */
export const surveyListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SURVEY_STATUSES),
  shareId: z.string().nullable(),
  organizationId: z.string().nullable(),
  /** Who created it: their rights on an organization's survey go beyond their role (teams/team-permissions.ts). */
  createdBy: z.string(),
  questionCount: z.number().int().nonnegative(),
  ...responseCountsSchema.shape,
  /** Its closing rules (settings.closeAt, settings.responseLimit), so the list can say why it stopped collecting. */
  closeAt: z.string().nullable(),
  responseLimit: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyListItem = z.output<typeof surveyListItemSchema>;

/** GET /api/surveys: one page of the list and the total that matches. */
export const surveyListReplySchema = z.object({ surveys: z.array(surveyListItemSchema), total: z.number().int().nonnegative() });
export type SurveyListReply = z.output<typeof surveyListReplySchema>;

/** POST /api/surveys/bulk-delete. */
export const bulkDeleteReplySchema = z.object({ deleted: z.array(z.string()), failed: z.array(z.string()) });
export type BulkDeleteReply = z.output<typeof bulkDeleteReplySchema>;
