import { isEmptyAnswer } from "../answers/is-empty-answer";
import type { Answer } from "../answers/answer-schema";
import { getVisitedPath } from "../branching/next-step";
import type { Question } from "../surveys/question-schema";

export type CompletionQuality = "high" | "medium" | "low";

/** Completion-quality bands (docs/product/responses-and-exports.md#list): 80 %+ High, 50–79 % Medium, below 50 % Low. */
export function completionQualityFor(percent: number): CompletionQuality {
  if (percent >= 80) return "high";
  if (percent >= 50) return "medium";
  return "low";
}

/**
 * Share of the answerable questions on the respondent's own branching path (statements left out)
 * that the response answered, 0–100, rounded: questions branching took them past do not count.
 */
export function completionPercent(questions: readonly Question[], answers: Readonly<Record<string, Answer>>): number {
  const answerable = getVisitedPath(questions, answers).flatMap((index) => {
    const question = questions[index];
    return question && question.type !== "statement" ? [question] : [];
  });
  if (answerable.length === 0) return 100;
  const answered = answerable.filter((q) => {
    const answer = answers[q.id];
    return answer !== undefined && !isEmptyAnswer(answer);
  }).length;
  return Math.round((answered / answerable.length) * 100);
}
