import { PAGE_LANGUAGE_PARAM, type Language } from "../i18n/languages";

/**
 * The share ids of the sample surveys every installation seeds on its first start, one per
 * language, which the landing page in that language links to
 * (docs/decisions/104-sample-survey-seeded-once.md). Fixed, so the page can link to one without
 * asking the database; generated share ids are 22 characters, so they never take these.
 */
export const SAMPLE_SURVEY_SHARE_IDS: Readonly<Record<Language, string>> = {
  en: "sondarsample",
  es: "sondarsample-es",
  fr: "sondarsample-fr",
  de: "sondarsample-de",
  pt: "sondarsample-pt",
};

/** The public address of the sample survey written in `language`, its page's words in that language too. */
export const sampleSurveyPath = (language: Language) =>
  `/survey/${SAMPLE_SURVEY_SHARE_IDS[language]}?${PAGE_LANGUAGE_PARAM}=${language}`;
