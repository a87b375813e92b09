import type { Answer } from "@sondar/core/answers/answer-schema";
import type { Question } from "@sondar/core/surveys/question-schema";

/** What every question widget receives from the question page. */
export interface WidgetProps<Q extends Question = Question> {
  question: Q;
  answer: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
  /** The question title's id: every field and group is labelled by it. */
  labelledBy: string;
  /** Ids of the description and error message, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
  /** Text fields report leaving the field, so e-mail problems show before Next is tried. */
  onBlur?: () => void;
}
