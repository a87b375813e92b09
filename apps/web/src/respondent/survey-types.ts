import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import type { Question } from "@sondar/core/surveys/question-schema";

/**
 * A question of the given type(s), with that type's settings. Not `Extract<Question, { type: T }>`:
 * the plain types share one union member whose `type` is itself a union, which Extract drops.
 */
export type QuestionOf<T extends Question["type"]> = Question extends infer Q
  ? Q extends { type: infer U }
    ? [Extract<U, T>] extends [never]
      ? never
      : Q & { type: Extract<U, T> }
    : never
  : never;

/** The page's embedded data (or the public API's answer; core's type), or a share link that names no survey. */
export type SurveyPayload = PublicSurveyPayload | { error: "not_found" };

export type ThemeOverride = "light" | "dark" | undefined;
