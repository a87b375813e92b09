import { z } from "zod";

export const MAX_SURVEY_IDEA_LENGTH = 2000;

const ideaRequired = "Describe your survey idea";

/**
 * The AI generator dialog's request: the idea text, trimmed, 1–2000 characters, and the
 * organization the survey will be created in (none: the caller's personal list), whose plan decides.
 */
export const generateSurveyRequestSchema = z
  .object({
    organizationId: z.string().min(1).max(100).nullable().optional(),
    prompt: z
      .string({ error: ideaRequired })
      .trim()
      .min(1, ideaRequired)
      .max(MAX_SURVEY_IDEA_LENGTH, `Keep your survey idea under ${MAX_SURVEY_IDEA_LENGTH} characters`),
  })
  .strict();

export type GenerateSurveyRequest = z.output<typeof generateSurveyRequestSchema>;
