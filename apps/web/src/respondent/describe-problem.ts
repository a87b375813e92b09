import type { AnswerProblem } from "@sondar/core/answers/validate-answer";
import type { Question } from "@sondar/core/surveys/question-schema";
import { t } from "./i18n";

/** The problem in the visitor's language; core's English message when the code is unknown here. */
export function describeProblem(question: Question, problem: AnswerProblem): string {
  // A required checkbox left empty gets the checkbox's own message (docs/product/respondent.md#answer-rules).
  if (problem.code === "required" && question.type === "checkbox") return t("errors.min_selection");
  switch (problem.code) {
    case "out_of_range": {
      const { min, max } = question.type === "number" ? question.numberSettings : {};
      if (min !== undefined && max !== undefined) return t("errors.out_of_range", { min, max });
      if (min !== undefined) return t("errors.below_min", { min });
      if (max !== undefined) return t("errors.above_max", { max });
      return problem.message;
    }
    case "invalid_rating":
      return t("errors.invalid_rating", { max: question.type === "rating" ? question.maxRating : 5 });
    case "invalid_scale": {
      const { min, max } = question.type === "scale" ? question.scaleSettings : { min: 1, max: 10 };
      return t("errors.invalid_scale", { min, max });
    }
    case "too_many_files":
      return t("widgets.maxFiles", { count: question.type === "file-upload" ? question.fileUploadSettings.maxFiles : 1 });
    case "invalid_choice":
      return t(question.type === "statement" ? "errors.acknowledge" : "errors.invalid_choice");
    default: {
      const key = `errors.${problem.code}`;
      const text = t(key);
      return text === key ? problem.message : text;
    }
  }
}
