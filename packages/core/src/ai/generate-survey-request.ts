import { z } from "zod";

export const MAX_SURVEY_IDEA_LENGTH = 2000;

const ideaRequired = "Describe your survey idea";

/** The AI generator dialog's request: the idea text, trimmed, 1–2000 characters. */
export const generateSurveyRequestSchema = z
  .object({
    prompt: z
      .string({ error: ideaRequired })
      .trim()
      .min(1, ideaRequired)
      .max(MAX_SURVEY_IDEA_LENGTH, `Keep your survey idea under ${MAX_SURVEY_IDEA_LENGTH} characters`),
  })
  .strict();

export type GenerateSurveyRequest = z.output<typeof generateSurveyRequestSchema>;
