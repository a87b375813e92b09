import { isEmptyAnswer } from "../answers/is-empty-answer";
import type { BranchingOperator } from "../surveys/branching-operators";
import { conditionValueId } from "../surveys/option-ids";
import type { Question } from "../surveys/question-schema";

/** What a branching rule's condition and a display condition share: an operator and a value. */
type Condition = { operator: BranchingOperator; value: string };

/** The answer as text for comparing, or null when it is no scalar (matrix objects, booleans, …). */
function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A finite number from a number or numeric text; null otherwise (so "" is not 0). */
function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function scalarEquals(answer: unknown, value: string): boolean {
  const text = asText(answer);
  if (text === null) return false;
  if (text === value) return true;
  // A rating of 5 equals "5.0" and " 5 ": numbers compare by value as well as by text.
  if (typeof answer !== "number") return false;
  const n = asNumber(value);
  return n !== null && n === answer;
}

function scalarContains(answer: unknown, value: string): boolean {
  const text = asText(answer);
  return text !== null && text.toLowerCase().includes(value.toLowerCase());
}

/**
 * Whether `answer` meets `condition`. An unanswered question meets no condition (not even
 * not_equals), so a rule fires only on something the respondent chose; matrix answers never match.
 * `source`, the question answered, turns a value naming one of its choices by label into the
 * choice's id, as answers store it (docs/decisions/245-stable-option-ids.md).
 */
export function matchesCondition(condition: Condition, answer: unknown, source?: Question): boolean {
  // Rules with an empty value are dropped on save; one that slipped through must not match everything.
  if (isEmptyAnswer(answer) || condition.value.trim() === "") return false;
  const items: unknown[] | null = Array.isArray(answer) ? answer : asText(answer) === null ? null : [answer];
  if (items === null) return false;
  const value = conditionValueId(source, condition.value);
  switch (condition.operator) {
    case "equals":
      return items.some((item) => scalarEquals(item, value));
    case "not_equals":
      return !items.some((item) => scalarEquals(item, value));
    case "contains":
      return items.some((item) => scalarContains(item, value));
    case "not_contains":
      return !items.some((item) => scalarContains(item, value));
    case "less_than":
    case "more_than": {
      if (Array.isArray(answer)) return false;
      const a = asNumber(answer);
      const b = asNumber(value);
      if (a === null || b === null) return false;
      return condition.operator === "less_than" ? a < b : a > b;
    }
  }
}
