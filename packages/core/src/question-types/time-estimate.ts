import { getTimeCategory, type QuestionType, type TimeCategory } from "./question-types";

/** Seconds budgeted per remaining question (docs/product/respondent.md#flow). */
export const SECONDS_PER_QUESTION: Record<TimeCategory, number> = { text: 30, choice: 10, rating: 8, other: 15 };

/** Seconds the questions from `fromIndex` on should take. */
export function estimateRemainingSeconds(questions: readonly { type: QuestionType }[], fromIndex: number): number {
  return questions.slice(Math.max(0, fromIndex)).reduce((sum, q) => sum + SECONDS_PER_QUESTION[getTimeCategory(q.type)], 0);
}

export type TimeEstimate = { kind: "lessThanMinute" } | { kind: "minutes"; count: number };

/** Under 60 s: 'Less than a minute'; else 'About N minute(s)', rounded. */
export function describeRemainingTime(seconds: number): TimeEstimate {
  if (seconds < 60) return { kind: "lessThanMinute" };
  return { kind: "minutes", count: Math.round(seconds / 60) };
}
