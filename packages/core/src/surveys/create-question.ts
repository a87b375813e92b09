import type { QuestionType } from "../question-types/question-types";
import { questionSchema, type Question } from "./question-schema";

/** A client-side question id: q_{timestamp}_{random}. */
export function generateQuestionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 9);
  return `q_${now}_${random}`;
}

/** A new question of `type` with the editor's defaults (scale 0–10 step 1, rating of 5, …). */
export function createQuestion(type: QuestionType, id = generateQuestionId()): Question {
  return questionSchema.parse({ id, type });
}
