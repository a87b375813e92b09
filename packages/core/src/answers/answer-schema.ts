import { z } from "zod";
import { hasUnstorableText, isStorableText } from "./storable-text";

/**
 * One stored answer: text for most types; string[] for checkbox, ranking and
 * multi-file uploads; number for number, rating and scale; row → column for matrix.
 */
export type Answer = string | number | string[] | Record<string, string>;

export const MAX_ANSWERS = 300;
export const MAX_ANSWER_TEXT = 10_000;
export const MAX_ANSWER_ITEMS = 100;
/** Matrix keys are row labels, which the question schema caps at 500 characters. */
const MAX_MATRIX_ROW_LABEL = 500;

const answerText = z.string().max(MAX_ANSWER_TEXT);

// Refused here, where answers come in: PostgreSQL cannot store such a string, and one such
// answer would fail the whole batch of respondents' writes it joined (storable-text.ts). Checked
// after the shapes, over the whole answer (matrix row keys too), so the message says what is wrong.
const UNSTORABLE = "must not contain NUL characters or unpaired UTF-16 surrogates";

export const answerSchema = z
  .union([
    answerText,
    z.number(),
    z.array(answerText).max(MAX_ANSWER_ITEMS),
    z
      .record(z.string().max(MAX_MATRIX_ROW_LABEL), answerText)
      // Matrix rows are capped at 100 by the question schema, so a bigger object is never an answer.
      .refine((rows) => Object.keys(rows).length <= MAX_ANSWER_ITEMS, { message: `At most ${MAX_ANSWER_ITEMS} rows` }),
  ])
  .refine((answer) => !hasUnstorableText(answer), { message: `Text ${UNSTORABLE}` });

/** Answers keyed by question id, as a respondent submits them; shape only, not per-type rules. */
export const answersSchema = z
  .record(z.string().min(1).max(100), answerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { message: `At most ${MAX_ANSWERS} answers` })
  .refine((answers) => Object.keys(answers).every(isStorableText), { message: `Question ids ${UNSTORABLE}` });
