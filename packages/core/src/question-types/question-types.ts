/** The 19 question types, in the order the builder offers them. */
export const QUESTION_TYPES = [
  "text",
  "textarea",
  "email",
  "phone",
  "number",
  "url",
  "date",
  "time",
  "multiple-choice",
  "checkbox",
  "dropdown",
  "rating",
  "likert",
  "scale",
  "ranking",
  "matrix",
  "yes-no",
  "file-upload",
  "statement",
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types a branching rule may read its condition from. */
export const BRANCHING_TYPES = [
  "multiple-choice",
  "dropdown",
  "yes-no",
  "checkbox",
  "rating",
  "likert",
  "scale",
] as const satisfies readonly QuestionType[];

export function supportsBranching(type: QuestionType): boolean {
  return (BRANCHING_TYPES as readonly QuestionType[]).includes(type);
}

export type TimeCategory = "text" | "choice" | "rating" | "other";

/** Which time budget a question falls in for the respondent's remaining-time estimate. */
export function getTimeCategory(type: QuestionType): TimeCategory {
  switch (type) {
    case "text":
    case "textarea":
      return "text";
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
    case "yes-no":
      return "choice";
    case "rating":
    case "scale":
    case "likert":
      return "rating";
    default:
      return "other";
  }
}
