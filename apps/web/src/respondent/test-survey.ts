import type { QuestionType } from "@sondar/core/question-types/question-types";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { surveySettingsSchema, type SurveySettings } from "@sondar/core/surveys/survey-schema";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";

/** Test data: a question of `type` with the editor's defaults and the given fields. */
export function makeQuestion<T extends QuestionType>(type: T, id: string, fields: Record<string, unknown> = {}): Question {
  return { ...createQuestion(type, id), ...fields } as Question;
}

/** Test data: a published survey as the page would embed it. */
export function makeSurvey(
  questions: Question[],
  settings: Partial<SurveySettings> = {},
  hiddenFields: string[] = [],
): PublicSurvey {
  return {
    id: "survey-1",
    title: "Customer survey",
    description: "Tell us what you think",
    questions,
    settings: { ...surveySettingsSchema.parse({}), ...settings },
    hiddenFields,
    shareId: "share123",
  };
}
