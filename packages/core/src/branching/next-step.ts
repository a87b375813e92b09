import { isEmptyAnswer } from "../answers/is-empty-answer";
import type { Question } from "../surveys/question-schema";
import type { BranchingRule } from "../surveys/branching-rule";

export type NextStep = { kind: "question"; index: number } | { kind: "end" };

type Condition = BranchingRule["condition"];

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
 */
export function matchesCondition(condition: Condition, answer: unknown): boolean {
  // Rules with an empty value are dropped on save; one that slipped through must not match everything.
  if (isEmptyAnswer(answer) || condition.value.trim() === "") return false;
  const items: unknown[] | null = Array.isArray(answer) ? answer : asText(answer) === null ? null : [answer];
  if (items === null) return false;
  const { value } = condition;
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

const rulesOf = (question: Question | undefined): readonly BranchingRule[] => question?.branchingRules ?? [];

/**
 * Whether a skip_question rule on an earlier question hides `questions[index]`. The deciding
 * answer must come from before the skipped question too, so the decision is known on arrival.
 */
function isSkipped(questions: readonly Question[], index: number, answers: Record<string, unknown>): boolean {
  const target = questions[index];
  if (!target) return false;
  for (let holder = 0; holder < index; holder++) {
    const owner = questions[holder];
    if (!owner) continue;
    for (const rule of rulesOf(owner)) {
      if (rule.action.type !== "skip_question" || rule.action.targetQuestionId !== target.id) continue;
      const sourceId = rule.condition.sourceQuestionId || owner.id;
      const sourceIndex = questions.findIndex((q) => q.id === sourceId);
      if (sourceIndex < 0 || sourceIndex >= index) continue;
      if (matchesCondition(rule.condition, answers[sourceId])) return true;
    }
  }
  return false;
}

/** The first question from `index` on that no skip rule hides, or the end. */
function landOn(questions: readonly Question[], index: number, answers: Record<string, unknown>): NextStep {
  for (let i = Math.max(0, index); i < questions.length; i++) {
    if (!isSkipped(questions, i, answers)) return { kind: "question", index: i };
  }
  return { kind: "end" };
}

/**
 * Where the respondent goes after answering `questions[fromIndex]`
 * (docs/product/surveys-and-questions.md#branching): its goto and end_survey rules in order, first
 * match wins; otherwise the next question not skipped. Always moves forward, so no survey can loop.
 */
export function getNextStep(questions: readonly Question[], fromIndex: number, answers: Record<string, unknown>): NextStep {
  const current = questions[fromIndex];
  if (current) {
    const answer = answers[current.id];
    for (const rule of rulesOf(current)) {
      if (rule.action.type === "skip_question" || !matchesCondition(rule.condition, answer)) continue;
      if (rule.action.type === "end_survey") return { kind: "end" };
      const targetId = rule.action.targetQuestionId;
      const target = targetId ? questions.findIndex((q) => q.id === targetId) : -1;
      // A backward or unknown target is ignored: it could make a loop, and the next rule may still apply.
      if (target > fromIndex) return landOn(questions, target, answers);
    }
  }
  return landOn(questions, Math.max(fromIndex + 1, 0), answers);
}

/** The indices a respondent with these answers sees, in order, following getNextStep from the first question. */
export function getVisitedPath(questions: readonly Question[], answers: Record<string, unknown>): number[] {
  const path: number[] = [];
  let step = landOn(questions, 0, answers);
  // getNextStep only moves forward, so this bound never cuts a real path; it keeps a future bug from hanging a server.
  while (step.kind === "question" && path.length < questions.length) {
    path.push(step.index);
    step = getNextStep(questions, step.index, answers);
  }
  return path;
}

/** Where Previous goes from `currentIndex`: the question visited before it, or null at the start. */
export function getPreviousIndex(path: number[], currentIndex: number): number | null {
  const at = path.indexOf(currentIndex);
  if (at > 0) return path[at - 1] ?? null;
  if (at === 0) return null;
  // Off the path (answers changed since): go back to the nearest visited question before it.
  const earlier = path.filter((index) => index < currentIndex);
  return earlier.length > 0 ? Math.max(...earlier) : null;
}
