import type { QuestionType } from "@sondar/core/question-types/question-types";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { QuestionOf } from "./types";

/** A new question of `type` typed as that variant, so tests can set its settings. */
export function makeQuestion<T extends QuestionType>(type: T, id: string): QuestionOf<T> {
  return createQuestion(type, id) as QuestionOf<T>;
}
