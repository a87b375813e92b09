import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { SURVEY_TEMPLATE_IDS } from "./templates/survey-template";

/**
 * POST /api/surveys: where the survey is created (an organization, or none for the personal
 * list) and, optionally, the template and language it starts from. The server writes the
 * template's content itself (docs/decisions/118-templates-built-on-the-server.md).
 */
export const createSurveyRequestSchema = z
  .object({
    organizationId: z.string().min(1).max(100).nullable().optional(),
    template: z
      .object({ id: z.enum(SURVEY_TEMPLATE_IDS), language: z.enum(LANGUAGES) })
      .strict()
      .optional(),
  })
  .strict();
export type CreateSurveyRequest = z.output<typeof createSurveyRequestSchema>;

/** GET /api/survey-templates?language=…: the chooser's cards. */
export const surveyTemplatesQuerySchema = z.object({ language: z.enum(LANGUAGES).default("en") });

export const surveyTemplateListReplySchema = z.object({
  templates: z.array(
    z.object({
      id: z.enum(SURVEY_TEMPLATE_IDS),
      name: z.string(),
      summary: z.string(),
      questionCount: z.number().int().nonnegative(),
    }),
  ),
});
export type SurveyTemplateListReply = z.output<typeof surveyTemplateListReplySchema>;
