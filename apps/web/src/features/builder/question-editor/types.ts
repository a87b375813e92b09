import type { QuestionType } from "@sondar/core/question-types/question-types";
import type { Question } from "@sondar/core/surveys/question-schema";

/** The question variant of one type, e.g. `QuestionOf<"scale">` has `scaleSettings`. */
export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

export type QuestionImage = Question["images"][number];

/** What every settings panel receives: its question, whether editing is locked, and the change callback. */
export interface PanelProps<T extends QuestionType> {
  question: QuestionOf<T>;
  disabled: boolean;
  onChange: (next: Question) => void;
}
