import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { MAX_QUESTIONS } from "./survey-limits";

/**
 * A survey's translations (docs/decisions/240-survey-translations.md): for each language other
 * than the default, each text's translation keyed by its default-language source text, the
 * survey's own texts apart from each question's. Keyed by source text, an edited source reads as
 * untranslated again, and a reordered or added option changes nothing for the others.
 */
const MAX_TEXT = 5000;
/** A question's texts: title, description, placeholder, scale ends, up to 100 options/items/rows and as many columns, image alts. */
const MAX_TEXTS_PER_QUESTION = 250;

const textMap = (max: number) =>
  z
    .record(z.string().min(1).max(MAX_TEXT), z.string().max(MAX_TEXT))
    .refine((texts) => Object.keys(texts).length <= max, { message: `At most ${max} translated texts` });

export const surveyTranslationSchema = z.object({
  /** The survey's title, description and messages. */
  survey: textMap(20).default({}),
  /** Keyed by question id. */
  questions: z
    .record(z.string().min(1).max(100), textMap(MAX_TEXTS_PER_QUESTION))
    .refine((questions) => Object.keys(questions).length <= MAX_QUESTIONS, { message: `At most ${MAX_QUESTIONS} questions` })
    .default({}),
});

export const surveyLanguageSchema = z.enum(LANGUAGES);

export const surveyTranslationsSchema = z.partialRecord(surveyLanguageSchema, surveyTranslationSchema);
