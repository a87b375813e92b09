import { cleanQuestionRules } from "../surveys/branching-rule";
import type { Question } from "../surveys/question-schema";
import type { SurveySettings } from "../surveys/survey-schema";
import type { PublicSurvey } from "./public-survey-replies";

/** The share id a preview carries: no share link has it, and the preview stores nothing under it. */
export const PREVIEW_SHARE_ID = "preview";

/**
 * A draft from the editor as respondents would get it once saved: the save's rule clean-up
 * applied (docs/product/surveys-and-questions.md#branching), no owner ids.
 */
export function toPreviewSurvey(
  surveyId: string,
  draft: {
    title: string;
    description: string;
    questions: readonly Question[];
    settings: SurveySettings;
    hiddenFields: readonly string[];
  },
): PublicSurvey {
  return {
    id: surveyId,
    title: draft.title,
    description: draft.description,
    questions: cleanQuestionRules(draft.questions),
    settings: draft.settings,
    hiddenFields: [...draft.hiddenFields],
    shareId: PREVIEW_SHARE_ID,
  };
}
