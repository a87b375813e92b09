import { answerIds, choiceList, matrixColumnList } from "../surveys/option-ids";
import type { Question } from "../surveys/question-schema";
import { isEmptyAnswer } from "./is-empty-answer";
import { isValidPhone, parsePhoneAnswer } from "./phone";
import { hasUnstorableText } from "./storable-text";
import { OTHER_PREFIX } from "./other-prefix";
import { isValidUrlAnswer } from "./url-answer";

/**
 * Why an answer cannot be accepted. Codes: required, invalid_type, invalid_email, invalid_phone,
 * invalid_number, out_of_range, invalid_url, invalid_option, other_empty, min_selection,
 * too_many_files, invalid_file, invalid_rating, invalid_scale, no_ranking_items, invalid_ranking,
 * incomplete_matrix, invalid_matrix, invalid_date, invalid_time, invalid_choice, unstorable_text, and
 * unranked (a required ranking neither moved nor kept as shown).
 */
export type AnswerProblem = { code: string; message: string };

const problem = (code: string, message: string): AnswerProblem => ({ code, message });

export const REQUIRED_MESSAGE = "This question is required";
/** A required ranking left as shown: the respondent moves an item or keeps the order. */
export const UNRANKED_MESSAGE = "Move an item or choose Keep this order";

/** Our uploads are served from /uploads/<id>; storage adapters may also hand out absolute URLs. */
function isFileUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  return /^https?:\/\//i.test(value) && isValidUrlAnswer(value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2024-02-30 over to March; a real date survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === "string");

/** Same items, same counts, any order. */
function isPermutation(answer: readonly string[], items: readonly string[]): boolean {
  if (answer.length !== items.length) return false;
  const a = [...answer].sort();
  const b = [...items].sort();
  return a.every((item, i) => item === b[i]);
}

/** The ids a choice question's answer is made of (options, ranking items): stable, not labels. */
const optionIds = (question: Question): readonly string[] => choiceList(question)?.ids ?? [];

/** Scale steps like 0.1 are not exact in binary, so "on a step" allows a rounding error. */
function isOnStep(value: number, min: number, step: number): boolean {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function checkNumber(question: Extract<Question, { type: "number" }>, answer: unknown): AnswerProblem | null {
  if (typeof answer !== "number" || !Number.isFinite(answer)) return problem("invalid_number", "Please enter a valid number");
  const { min, max } = question.numberSettings;
  const tooLow = min !== undefined && answer < min;
  const tooHigh = max !== undefined && answer > max;
  if (!tooLow && !tooHigh) return null;
  if (min !== undefined && max !== undefined) return problem("out_of_range", `Please enter a number between ${min} and ${max}`);
  if (min !== undefined) return problem("out_of_range", `Please enter a number of at least ${min}`);
  return problem("out_of_range", `Please enter a number of at most ${max}`);
}

function checkMatrix(question: Extract<Question, { type: "matrix" }>, answer: unknown): AnswerProblem | null {
  const invalid = problem("invalid_matrix", "Please choose one of the columns for each row");
  if (!isStringRecord(answer)) return invalid;
  // Rows and columns are named by their stable ids (surveys/option-ids.ts).
  const rows = choiceList(question)?.ids ?? [];
  const columns = matrixColumnList(question).ids;
  for (const [row, column] of Object.entries(answer)) {
    if (!rows.includes(row) || !columns.includes(column)) return invalid;
  }
  if (rows.some((row) => !Object.hasOwn(answer, row))) return problem("incomplete_matrix", "Please answer every row");
  return null;
}

function checkFiles(question: Extract<Question, { type: "file-upload" }>, answer: unknown): AnswerProblem | null {
  const urls = typeof answer === "string" ? [answer] : answer;
  if (!isStringArray(urls) || !urls.every(isFileUrl)) return problem("invalid_file", "Please upload a valid file");
  const { maxFiles } = question.fileUploadSettings;
  if (urls.length > maxFiles) return problem("too_many_files", `Maximum ${maxFiles} file(s) allowed`);
  return null;
}

/** The type-specific check of a non-empty answer. */
function checkShape(question: Question, answer: unknown): AnswerProblem | null {
  switch (question.type) {
    case "text":
    case "textarea":
      return typeof answer === "string" ? null : problem("invalid_type", "Please enter text");
    case "email":
      return typeof answer === "string" && EMAIL_PATTERN.test(answer.trim())
        ? null
        : problem("invalid_email", "Please enter a valid email address");
    case "phone": {
      const valid = typeof answer === "string" && isValidPhone(question.phoneSettings.format, parsePhoneAnswer(answer).number);
      return valid ? null : problem("invalid_phone", "Please enter a valid phone number");
    }
    case "number":
      return checkNumber(question, answer);
    case "url":
      return typeof answer === "string" && isValidUrlAnswer(answer) ? null : problem("invalid_url", "Please enter a valid URL");
    case "date":
      return typeof answer === "string" && isCalendarDate(answer) ? null : problem("invalid_date", "Please enter a valid date");
    case "time":
      return typeof answer === "string" && TIME_PATTERN.test(answer)
        ? null
        : problem("invalid_time", "Please enter a valid time");
    case "multiple-choice": {
      if (typeof answer !== "string") return problem("invalid_option", "Please select one of the options");
      if (optionIds(question).includes(answer)) return null;
      if (question.allowOther && answer.startsWith(OTHER_PREFIX)) {
        return answer.slice(OTHER_PREFIX.length).trim() ? null : problem("other_empty", "Please describe your other answer");
      }
      return problem("invalid_option", "Please select one of the options");
    }
    case "dropdown":
      return typeof answer === "string" && optionIds(question).includes(answer)
        ? null
        : problem("invalid_option", "Please select one of the options");
    case "checkbox": {
      if (!isStringArray(answer)) return problem("invalid_option", "Please select from the options");
      if (!answer.some((item) => item.trim())) return problem("min_selection", "Select at least one option");
      const unique = new Set(answer).size === answer.length;
      const ids = optionIds(question);
      return unique && answer.every((item) => ids.includes(item))
        ? null
        : problem("invalid_option", "Please select from the options");
    }
    case "rating": {
      const max = question.maxRating;
      return typeof answer === "number" && Number.isInteger(answer) && answer >= 1 && answer <= max
        ? null
        : problem("invalid_rating", `Please choose a rating from 1 to ${max}`);
    }
    case "scale": {
      const { min, max, step } = question.scaleSettings;
      return typeof answer === "number" && answer >= min && answer <= max && isOnStep(answer, min, step)
        ? null
        : problem("invalid_scale", `Please choose a value from ${min} to ${max}`);
    }
    case "likert": {
      const labels: readonly string[] = question.likertScale.labels;
      return typeof answer === "string" && labels.includes(answer)
        ? null
        : problem("invalid_option", "Please select one of the options");
    }
    case "ranking": {
      const items = optionIds(question);
      if (items.length === 0) return problem("no_ranking_items", "No ranking items have been configured for this question.");
      // By id; a list stored before ids with a repeated item was ranked by its labels, repeats and all.
      return isStringArray(answer) && (isPermutation(answer, items) || isPermutation(answer, question.rankingItems))
        ? null
        : problem("invalid_ranking", "Please rank every item exactly once");
    }
    case "matrix":
      return checkMatrix(question, answer);
    case "yes-no":
      return answer === "Yes" || answer === "No" ? null : problem("invalid_choice", "Please answer Yes or No");
    case "statement":
      return answer === "acknowledged" ? null : problem("invalid_choice", "Please acknowledge this statement");
    case "file-upload":
      return checkFiles(question, answer);
  }
}

/** Whether nothing can be asked of the respondent: statements, and ranking questions without items. */
function cannotBeRequired(question: Question): boolean {
  return question.type === "statement" || (question.type === "ranking" && question.rankingItems.length === 0);
}

/** Whether a phone answer is only the country code, which is no answer at all. */
function isBarePhoneCode(question: Question, answer: unknown): boolean {
  return question.type === "phone" && typeof answer === "string" && parsePhoneAnswer(answer).number === "";
}

/**
 * The first problem with `answer` to `question` (docs/product/respondent.md#answer-rules), or null
 * when it may be saved. An empty answer is a problem only when the question is required.
 */
export function validateAnswer(question: Question, answer: unknown): AnswerProblem | null {
  if (isEmptyAnswer(answer) || isBarePhoneCode(question, answer)) {
    if (!question.required || cannotBeRequired(question)) return null;
    return question.type === "ranking" ? problem("unranked", UNRANKED_MESSAGE) : problem("required", REQUIRED_MESSAGE);
  }
  // Before the type's rules, which take any text (a text answer, an "Other: ..." choice, a URL's path).
  if (hasUnstorableText(answer)) return problem("unstorable_text", "Please remove the unsupported characters");
  // Choices are judged by id; one named by its label counts as its id, as validateSubmission stores it.
  return checkShape(question, answerIds(question, answer));
}
