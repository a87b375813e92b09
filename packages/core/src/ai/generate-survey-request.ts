import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";

export const MAX_SURVEY_IDEA_LENGTH = 2000;

const ideaRequired = "Describe your survey idea";

/**
 * The AI generator dialog's request: the idea text, trimmed, 1–2000 characters, the
 * organization the survey will be created in (none: the caller's personal list), whose plan
 * decides, and the language the creator reads the app in, which decides when the idea's own
 * language is unclear (docs/product/ai.md#survey-generation).
 */
export const generateSurveyRequestSchema = z
  .object({
    organizationId: z.string().min(1).max(100).nullable().optional(),
    // Only a hint: a value the product does not know is dropped, not refused.
    language: z.enum(LANGUAGES).optional().catch(undefined),
    prompt: z
      .string({ error: ideaRequired })
      .trim()
      .min(1, ideaRequired)
      .max(MAX_SURVEY_IDEA_LENGTH, `Keep your survey idea under ${MAX_SURVEY_IDEA_LENGTH} characters`),
  })
  .strict();
