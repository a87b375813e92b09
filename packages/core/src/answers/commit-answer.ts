import type { Question } from "../surveys/question-schema";
import type { Answer } from "./answer-schema";
import { isEmptyAnswer } from "./is-empty-answer";
import { normalizeUrlAnswer } from "./url-answer";

/**
 * The answer as it is stored: what the respondent's Next commits, and what the server keeps of
 * a submitted answer. Statements are acknowledged, an untouched ranking keeps the order shown,
 * a URL is normalised (url-answer.ts); anything else is kept as given.
 */
export function commitAnswer(question: Question, answer: Answer | undefined): Answer | undefined {
  if (question.type === "statement") return "acknowledged";
  if (question.type === "ranking" && isEmptyAnswer(answer) && question.rankingItems.length > 0) return [...question.rankingItems];
  if (question.type === "url" && typeof answer === "string" && answer.trim()) return normalizeUrlAnswer(answer);
  return answer;
}
