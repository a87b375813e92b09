import { z } from "zod";
import { MAX_QUESTION_ID_LENGTH } from "../surveys/question-id";
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
  .record(z.string().min(1).max(MAX_QUESTION_ID_LENGTH), answerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { message: `At most ${MAX_ANSWERS} answers` })
  .refine((answers) => Object.keys(answers).every(isStorableText), { message: `Question ids ${UNSTORABLE}` });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isAnswerText = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_ANSWER_TEXT && isStorableText(value);

/** Keys zod's record would not copy as given (`__proto__`) are left to zod. */
const isOrdinaryKey = (key: string, max: number) =>
  key.length >= 1 && key.length <= max && key !== "__proto__" && isStorableText(key);

function fitsAnswerSchema(value: unknown): boolean {
  if (typeof value === "string") return isAnswerText(value);
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) {
    if (value.length > MAX_ANSWER_ITEMS) return false;
    for (let i = 0; i < value.length; i += 1) if (!isAnswerText(value[i])) return false;
    return true;
  }
  if (!isPlainObject(value)) return false;
  let rows = 0;
  for (const key in value) {
    rows += 1;
    // A matrix row key may be empty for zod; rare enough to leave to it.
    if (rows > MAX_ANSWER_ITEMS || !isOrdinaryKey(key, MAX_MATRIX_ROW_LABEL) || !isAnswerText(value[key])) return false;
  }
  return true;
}

/**
 * answersSchema's safeParse, with the answers it accepts recognised first without zod (most
 * submits; zod's parse was a visible share of the server's time per submit,
 * docs/decisions/302-ingest-submit-path-cuts.md): those are returned as given, as zod would copy
 * them. Whatever the check is unsure of, refusals included, is zod's to decide and word.
 */
export function parseAnswers(raw: unknown): z.ZodSafeParseResult<Record<string, Answer>> {
  if (!isPlainObject(raw)) return answersSchema.safeParse(raw);
  let count = 0;
  for (const key in raw) {
    count += 1;
    if (count > MAX_ANSWERS || !isOrdinaryKey(key, MAX_QUESTION_ID_LENGTH) || !fitsAnswerSchema(raw[key]))
      return answersSchema.safeParse(raw);
  }
  return { success: true, data: raw as Record<string, Answer> };
}
