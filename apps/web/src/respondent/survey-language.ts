import { PAGE_LANGUAGE_PARAM, type Language } from "@sondar/core/i18n/languages";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { pickSurveyLanguage, surveyLanguages } from "@sondar/core/surveys/survey-translations";

/** Whether the survey is offered in more than its default language (then the page shows a switcher). */
export function isMultilingual(survey: Pick<PublicSurvey, "settings">): boolean {
  return surveyLanguages(survey).length > 1;
}

/**
 * The language to show the survey in at first: the address's `?lang=`, the browser's languages,
 * the default (docs/decisions/240-survey-translations.md); the server chose the same from the
 * request's Accept-Language when it wrote the page's words.
 */
export function chooseSurveyLanguage(survey: Pick<PublicSurvey, "settings">, search = location.search): Language {
  return pickSurveyLanguage({
    param: new URLSearchParams(search).get(PAGE_LANGUAGE_PARAM),
    browserLanguages: navigator.languages ?? [navigator.language],
    available: surveyLanguages(survey),
    defaultLanguage: survey.settings.defaultLanguage,
  });
}
