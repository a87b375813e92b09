import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveySettings } from "@sondar/core/surveys/survey-schema";

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

/** The published survey as the server hands it to the respondent page. */
export interface PublicSurvey {
  id: string;
  title: string;
  description: string;
  questions: Question[];
  settings: SurveySettings;
  shareId: string;
}

/** The page's embedded data (or the public API's answer). */
export type SurveyPayload = { survey: PublicSurvey; showPoweredBy: boolean; productName: string } | { error: "not_found" };

export type ThemeOverride = "light" | "dark" | undefined;
