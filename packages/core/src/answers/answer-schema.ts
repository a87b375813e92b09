import { z } from "zod";

/**
 * One stored answer (spec point 3): text for most types; string[] for checkbox, ranking and
 * multi-file uploads; number for number, rating and scale; row → column for matrix.
 */
export type Answer = string | number | string[] | Record<string, string>;

export const MAX_ANSWERS = 300;
export const MAX_ANSWER_TEXT = 10_000;
export const MAX_ANSWER_ITEMS = 100;
/** Matrix keys are row labels, which the question schema caps at 500 characters. */
const MAX_MATRIX_ROW_LABEL = 500;

const answerText = z.string().max(MAX_ANSWER_TEXT);

export const answerSchema = z.union([
  answerText,
  z.number(),
  z.array(answerText).max(MAX_ANSWER_ITEMS),
  z
    .record(z.string().max(MAX_MATRIX_ROW_LABEL), answerText)
    // Matrix rows are capped at 100 by the question schema, so a bigger object is never an answer.
    .refine((rows) => Object.keys(rows).length <= MAX_ANSWER_ITEMS, { message: `At most ${MAX_ANSWER_ITEMS} rows` }),
]);

/** Answers keyed by question id, as a respondent submits them; shape only, not per-type rules. */
export const answersSchema = z
  .record(z.string().min(1).max(100), answerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { message: `At most ${MAX_ANSWERS} answers` });
