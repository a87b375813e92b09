import { z } from "zod";
import { FALLBACK_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { MAX_QUOTE_CHARS, responseIdSchema } from "./analysis-result";

/** Longest question a creator may ask about their responses (docs/product/ai.md#ask-your-data). */
export const MAX_ASK_QUESTION = 300;
/** Longest answer sentence text; an answer about many questions stops before it. */
export const MAX_ASK_ANSWER = 2000;
/** Longest figure label. */
export const MAX_ASK_FIGURE_LABEL = 300;
/** Responses an answer cites at most; a count past it says how many more there are. */
export const MAX_CITED_RESPONSES = 100;

const questionRequired = "Type a question about your responses";

/** POST /api/surveys/:id/ask: the creator's question, the responses it reads and the language to answer in. */
export const askRequestSchema = z
  .object({
    question: z
      .string({ error: questionRequired })
      .trim()
      .min(1, questionRequired)
      .max(MAX_ASK_QUESTION, `Keep your question under ${MAX_ASK_QUESTION} characters`),
    status: z.enum(["complete", "partial", "all"]).default("complete"),
    language: z.enum(LANGUAGES).default(FALLBACK_LANGUAGE),
  })
  .strict();
export type AskRequest = z.output<typeof askRequestSchema>;

/** A quote is a respondent's words with the response they come from. */
export const askQuoteSchema = z.object({
  text: z.string().trim().min(1).max(MAX_QUOTE_CHARS),
  responseId: responseIdSchema,
});
export type AskQuote = z.output<typeof askQuoteSchema>;

/**
 * The answer to a question about a survey's responses, from the local engine or a provider
 * (docs/product/ai.md#ask-your-data). `placed` is false when the question could not be
 * answered from the data: `answer` says so and `suggestions` offers questions that can.
 * Every figure and theme is backed by `citedResponseIds`.
 */
export const askAnswerSchema = z.object({
  placed: z.boolean(),
  answer: z.string().trim().min(1).max(MAX_ASK_ANSWER),
  figures: z
    .array(
      z
        .object({
          label: z.string().trim().min(1).max(MAX_ASK_FIGURE_LABEL),
          count: z.number().int().min(0),
          of: z.number().int().min(0),
        })
        .refine((f) => f.count <= f.of, { message: "a count cannot exceed its total", path: ["count"] }),
    )
    .max(10),
  themes: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(120),
        count: z.number().int().min(1),
        quotes: z.array(askQuoteSchema).max(3),
      }),
    )
    .max(5),
  citedResponseIds: z.array(responseIdSchema).max(MAX_CITED_RESPONSES),
  suggestions: z.array(z.string().trim().min(1).max(MAX_ASK_QUESTION)).max(5),
});
export type AskAnswer = z.output<typeof askAnswerSchema>;
