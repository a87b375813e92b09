import type { Question } from "../surveys/question-schema";
import type { Answer } from "./answer-schema";
import { normalizeUrlAnswer } from "./url-answer";

/**
 * The answer as it is stored: what the respondent's Next commits, and what the server keeps of
 * a submitted answer. Statements are acknowledged and a URL is normalised (url-answer.ts);
 * anything else is kept as given. A ranking is an answer only once the respondent moved an item
 * or kept the order shown, which sets it: an untouched one commits nothing
 * (docs/product/respondent.md#flow).
 */
export function commitAnswer(question: Question, answer: Answer | undefined): Answer | undefined {
  if (question.type === "statement") return "acknowledged";
  if (question.type === "url" && typeof answer === "string" && answer.trim()) return normalizeUrlAnswer(answer);
  return answer;
}
