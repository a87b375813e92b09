import { z } from "zod";
import { DEFAULT_BRAND_THEME } from "../theme/brand-look";
import { brandThemeSchema } from "../theme/brand-theme-schema";
import { uploadUrlSchema } from "../uploads/upload-url-schema";
import { HIDDEN_FIELD_KEY_MESSAGES, hiddenFieldKeyProblem, MAX_HIDDEN_FIELDS } from "./hidden-field-rules";
import { questionSchema } from "./question-schema";
import { MAX_QUESTIONS } from "./survey-limits";
import { surveyLanguageSchema, surveyTranslationsSchema } from "./translation-schema";

export const SURVEY_STATUSES = ["draft", "published", "archived"] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export { MAX_QUESTIONS } from "./survey-limits";
/** The largest response limit a survey can set. */
export const MAX_RESPONSE_LIMIT = 1_000_000;
/** Bounds of a survey's retention period in days (docs/decisions/290-response-retention.md). */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;
export const retentionDaysSchema = z.number().int().min(MIN_RETENTION_DAYS).max(MAX_RETENTION_DAYS);

const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Enter a URL that starts with http:// or https://");

/** Survey settings; the redirect URL must be http(s) so it can never run script, the logo one of our uploads. */
export const surveySettingsSchema = z.object({
  welcomeMessage: z.string().max(5000).default(""),
  completionMessage: z.string().max(5000).default(""),
  logoUrl: uploadUrlSchema.nullable().default(null),
  hideTitle: z.boolean().default(false),
  hideDescription: z.boolean().default(false),
  theme: z.enum(["auto", "light", "dark"]).default("auto"),
  showRedirectButton: z.boolean().default(false),
  redirectUrl: z.union([z.literal(""), httpUrl]).default(""),
  redirectButtonText: z.string().max(100).default(""),
  brand: brandThemeSchema.default(DEFAULT_BRAND_THEME),
  /** Closing rules (collecting-state.ts, docs/decisions/234-closing-rules.md): no answers from this time on. */
  closeAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** At most this many complete responses; partial ones do not count. */
  responseLimit: z.number().int().min(1).max(MAX_RESPONSE_LIMIT).nullable().default(null),
  /** Shown once the survey stopped collecting; empty: the page's own words in the respondent's language. */
  closedMessage: z.string().max(5000).default(""),
  /** A proof-of-work challenge the respondent's browser solves before submitting (docs/decisions/236-spam-shield.md). */
  spamChallenge: z.boolean().default(false),
  /**
   * Responses (and their files) older than this many days are deleted by a scheduled sweep;
   * null keeps them until deleted by hand (docs/decisions/290-response-retention.md).
   */
  retentionDays: retentionDaysSchema.nullable().default(null),
  /**
   * The language the survey is written in, and its texts in the other languages
   * (survey-translations.ts, docs/decisions/240-survey-translations.md). Kept with the settings so
   * they travel every path the survey does (saves, copies, the public page, API reads) with no new
   * column; surveys stored before them read as English with none.
   */
  defaultLanguage: surveyLanguageSchema.default("en"),
  translations: surveyTranslationsSchema.default({}),
});

export type SurveySettings = z.output<typeof surveySettingsSchema>;

/**
 * The keys of a survey's hidden fields (hidden-field-rules.ts), each valid and declared once;
 * whether one is also a question's id is the survey's check, below.
 */
export const hiddenFieldsSchema = z
  .array(z.string())
  .max(MAX_HIDDEN_FIELDS, HIDDEN_FIELD_KEY_MESSAGES.too_many)
  .superRefine((keys, ctx) => {
    const seen = new Set<string>();
    keys.forEach((key, index) => {
      const problem = hiddenFieldKeyProblem(key) ?? (seen.has(key) ? "duplicate" : null);
      if (problem) ctx.addIssue({ code: "custom", path: [index], message: HIDDEN_FIELD_KEY_MESSAGES[problem] });
      seen.add(key);
    });
  });

/** What the builder saves: the editable parts of a survey. */
export const surveyContentSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(300)
      .transform((t) => t || "Untitled Survey"),
    description: z.string().max(5000).default(""),
    questions: z.array(questionSchema).max(MAX_QUESTIONS).default([]),
    settings: surveySettingsSchema.default(surveySettingsSchema.parse({})),
    hiddenFields: hiddenFieldsSchema.default([]),
  })
  .superRefine((survey, ctx) => {
    const seen = new Set<string>();
    survey.questions.forEach((q, index) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", index, "id"], message: "Question ids must be unique" });
      seen.add(q.id);
    });
    survey.hiddenFields.forEach((key, index) => {
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["hiddenFields", index], message: HIDDEN_FIELD_KEY_MESSAGES.question_id });
    });
  });

export type SurveyContent = z.output<typeof surveyContentSchema>;
