import type { Answer } from "./answer-schema";

/** True for a value that says nothing: undefined, null, blank text, [] or {} (docs/product/respondent.md#answer-rules). */
export function isEmptyAnswer(a: unknown): boolean {
  if (a === undefined || a === null) return true;
  if (typeof a === "string") return a.trim() === "";
  if (Array.isArray(a)) return a.length === 0;
  if (typeof a === "object") return Object.keys(a).length === 0;
  return false;
}

/** True when `a` has one of the stored answer shapes (the values are not checked against a question). */
export function isAnswerShape(a: unknown): a is Answer {
  if (typeof a === "string") return true;
  if (typeof a === "number") return Number.isFinite(a);
  if (Array.isArray(a)) return a.every((item) => typeof item === "string");
  if (typeof a === "object" && a !== null) {
    const proto: unknown = Object.getPrototypeOf(a);
    return (proto === Object.prototype || proto === null) && Object.values(a).every((v) => typeof v === "string");
  }
  return false;
}

/**
 * The answers worth saving: empty ones are dropped on save and submit
 * (docs/product/respondent.md#answer-rules); values that are no answer shape at all are dropped too,
 * so the result really is `Record<string, Answer>`.
 */
export function dropEmptyAnswers(answers: Record<string, unknown>): Record<string, Answer> {
  // fromEntries defines own properties, so a "__proto__" key cannot reach the prototype.
  return Object.fromEntries(
    Object.entries(answers).filter((entry): entry is [string, Answer] => isAnswerShape(entry[1]) && !isEmptyAnswer(entry[1])),
  );
}
