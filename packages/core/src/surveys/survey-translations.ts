import { isLanguage, LANGUAGES, type Language } from "../i18n/languages";
import type { Question } from "./question-schema";

/**
 * Multi-language surveys (docs/product/surveys-and-questions.md#translations,
 * docs/decisions/240-survey-translations.md). A survey is written in its default language; a
 * translation maps each of its texts, by the source text, to the text in another language. The
 * respondent page shows the survey translated, each missing text in the default language, and
 * stores every answer as it would in the default language. No schema here: the respondent page
 * imports this file (translation-schema.ts validates).
 */

/** One language's texts: the survey's own, and each question's by question id; each keyed by its source text. */
export interface SurveyTranslation {
  survey: Record<string, string>;
  questions: Record<string, Record<string, string>>;
}

export type SurveyTranslations = Partial<Record<Language, SurveyTranslation>>;

/** What translating needs of a survey: the content, the public page's survey and the builder's draft all fit. */
export interface TranslatableSurvey {
  title: string;
  description: string;
  questions: readonly Question[];
  settings: {
    welcomeMessage: string;
    completionMessage: string;
    closedMessage: string;
    redirectButtonText: string;
    defaultLanguage: Language;
    translations: SurveyTranslations;
  };
}

/** What a text is, for the builder's labels. */
export type SurveyTextKind =
  | "surveyTitle"
  | "surveyDescription"
  | "welcomeMessage"
  | "completionMessage"
  | "closedMessage"
  | "redirectButtonText"
  | "title"
  | "description"
  | "placeholder"
  | "leftLabel"
  | "rightLabel"
  | "option"
  | "likertLabel"
  | "rankingItem"
  | "matrixRow"
  | "matrixColumn"
  | "imageAlt";

/** One text of a survey: the question it belongs to (null: the survey's own), what it is, and its source. */
export interface SurveyText {
  questionId: string | null;
  kind: SurveyTextKind;
  source: string;
}

const SURVEY_MESSAGES = ["welcomeMessage", "completionMessage", "closedMessage", "redirectButtonText"] as const;

/** The lists of a question whose items are texts (the answer to it is one or more of them). */
function questionLists(question: Question): { kind: SurveyTextKind; items: readonly string[] }[] {
  switch (question.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return [{ kind: "option", items: question.options }];
    case "likert":
      return [{ kind: "likertLabel", items: question.likertScale.labels }];
    case "ranking":
      return [{ kind: "rankingItem", items: question.rankingItems }];
    case "matrix":
      return [
        { kind: "matrixRow", items: question.matrixRows },
        { kind: "matrixColumn", items: question.matrixColumns },
      ];
    default:
      return [];
  }
}

/** A question's texts in the order the builder shows them; empty ones have nothing to translate. */
export function questionTexts(question: Question): SurveyText[] {
  const texts: { kind: SurveyTextKind; source: string | undefined }[] = [
    { kind: "title", source: question.title },
    { kind: "description", source: question.description },
  ];
  if (question.type === "number") texts.push({ kind: "placeholder", source: question.numberSettings.placeholder });
  if (question.type === "scale") {
    texts.push({ kind: "leftLabel", source: question.scaleSettings.leftLabel });
    texts.push({ kind: "rightLabel", source: question.scaleSettings.rightLabel });
  }
  for (const list of questionLists(question)) for (const item of list.items) texts.push({ kind: list.kind, source: item });
  for (const image of question.images) texts.push({ kind: "imageAlt", source: image.alt });
  return unique(texts, question.id);
}

/** Every text of a survey that can be translated, the survey's own first, each question's in order. */
export function surveyTexts(survey: TranslatableSurvey): SurveyText[] {
  const own = unique(
    [
      { kind: "surveyTitle", source: survey.title },
      { kind: "surveyDescription", source: survey.description },
      ...SURVEY_MESSAGES.map((kind) => ({ kind, source: survey.settings[kind] })),
    ],
    null,
  );
  return [...own, ...survey.questions.flatMap(questionTexts)];
}

/** Non-empty texts, each source once per question (one translation serves both places). */
function unique(texts: { kind: SurveyTextKind; source: string | undefined }[], questionId: string | null): SurveyText[] {
  const seen = new Set<string>();
  const out: SurveyText[] = [];
  for (const { kind, source } of texts) {
    if (!source?.trim() || seen.has(source)) continue;
    seen.add(source);
    out.push({ questionId, kind, source });
  }
  return out;
}

/** The texts a language's translation lacks (none for the default language). */
export function untranslatedTexts(survey: TranslatableSurvey, language: Language): SurveyText[] {
  if (language === survey.settings.defaultLanguage) return [];
  const translation = survey.settings.translations[language];
  return surveyTexts(survey).filter((text) => !lookup(translation, text.questionId)(text.source));
}

/** The translation of `source`, or undefined when there is none (an empty one counts as none). */
function lookup(translation: SurveyTranslation | undefined, questionId: string | null): (source: string) => string | undefined {
  const texts = questionId === null ? translation?.survey : translation?.questions[questionId];
  return (source) => {
    const found = texts && Object.hasOwn(texts, source) ? texts[source] : undefined;
    return found?.trim() ? found : undefined;
  };
}

/** The survey's languages: the default first, then each with a translation, in the switcher's order. */
export function surveyLanguages(survey: Pick<TranslatableSurvey, "settings">): Language[] {
  const { defaultLanguage, translations } = survey.settings;
  return [defaultLanguage, ...LANGUAGES.filter((l) => l !== defaultLanguage && translations[l] !== undefined)];
}

/**
 * The language to show a survey in: the address's `?lang=`, else the first of the browser's
 * languages (by their base, "es-MX" → "es") the survey has, else its default.
 */
export function pickSurveyLanguage(input: {
  param: string | null | undefined;
  browserLanguages: readonly string[];
  available: readonly Language[];
  defaultLanguage: Language;
}): Language {
  for (const candidate of [input.param, ...input.browserLanguages]) {
    const base = candidate?.toLowerCase().split("-")[0];
    if (isLanguage(base) && input.available.includes(base)) return base;
  }
  return input.defaultLanguage;
}

function translateQuestion(question: Question, tr: (source: string) => string): Question {
  const base = {
    ...question,
    title: tr(question.title),
    description: tr(question.description),
    images: question.images.map((image) => ({ ...image, alt: tr(image.alt) })),
  };
  const maybe = (text: string | undefined) => (text === undefined ? undefined : tr(text));
  switch (base.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return { ...base, options: base.options.map(tr) };
    case "likert": {
      const [a, b, c, d, e] = base.likertScale.labels.map(tr) as [string, string, string, string, string];
      return { ...base, likertScale: { ...base.likertScale, labels: [a, b, c, d, e] } };
    }
    case "ranking":
      return { ...base, rankingItems: base.rankingItems.map(tr) };
    case "matrix":
      return { ...base, matrixRows: base.matrixRows.map(tr), matrixColumns: base.matrixColumns.map(tr) };
    case "number": {
      const placeholder = maybe(base.numberSettings.placeholder);
      return { ...base, numberSettings: { ...base.numberSettings, ...(placeholder === undefined ? {} : { placeholder }) } };
    }
    case "scale": {
      const { leftLabel, rightLabel } = base.scaleSettings;
      return {
        ...base,
        scaleSettings: {
          ...base.scaleSettings,
          ...(leftLabel === undefined ? {} : { leftLabel: tr(leftLabel) }),
          ...(rightLabel === undefined ? {} : { rightLabel: tr(rightLabel) }),
        },
      };
    }
    default:
      return base;
  }
}

/**
 * The survey as shown in `language`: each text translated, each untranslated one as written.
 * Recall tokens in a translation stay tokens (the page fills them in as in any text); ids, rules
 * and settings other than texts are untouched.
 */
export function translateSurvey<S extends TranslatableSurvey>(survey: S, language: Language): S {
  const translation = survey.settings.translations[language];
  if (language === survey.settings.defaultLanguage || !translation) return survey;
  const own = lookup(translation, null);
  const trOwn = (source: string) => own(source) ?? source;
  const settings = { ...survey.settings };
  for (const key of SURVEY_MESSAGES) settings[key] = trOwn(settings[key]);
  return {
    ...survey,
    title: trOwn(survey.title),
    description: trOwn(survey.description),
    settings,
    questions: survey.questions.map((question) => {
      const find = lookup(translation, question.id);
      return translateQuestion(question, (source) => find(source) ?? source);
    }),
  };
}

/**
 * The items of a question's lists as shown in `language` beside their source texts, list by list
 * (options; Likert labels; ranking items; matrix rows, then columns): what answers are mapped by
 * (answers/translated-answers.ts). Empty for the default language.
 */
export function translatedItems(
  survey: TranslatableSurvey,
  questionId: string,
  language: Language,
): { question: Question | undefined; lists: { shown: string; source: string }[][] } {
  const question = survey.questions.find((q) => q.id === questionId);
  if (!question || language === survey.settings.defaultLanguage) return { question, lists: [] };
  const find = lookup(survey.settings.translations[language], questionId);
  return {
    question,
    lists: questionLists(question).map((list) => list.items.map((source) => ({ shown: find(source) ?? source, source }))),
  };
}

/** The translation of one text in `language`, as the builder shows it ("" when there is none). */
export function translationOf(translations: SurveyTranslations, language: Language, text: SurveyText): string {
  const translation = translations[language];
  const texts = text.questionId === null ? translation?.survey : translation?.questions[text.questionId];
  return texts && Object.hasOwn(texts, text.source) ? (texts[text.source] ?? "") : "";
}

/** `translations` with one text's translation set (an empty one removed, so the text reads untranslated). */
export function withTranslation(
  translations: SurveyTranslations,
  language: Language,
  text: SurveyText,
  value: string,
): SurveyTranslations {
  const current = translations[language] ?? { survey: {}, questions: {} };
  const set = (texts: Record<string, string> | undefined) => {
    const next = { ...texts };
    if (value) next[text.source] = value;
    else delete next[text.source];
    return next;
  };
  const next: SurveyTranslation =
    text.questionId === null
      ? { ...current, survey: set(current.survey) }
      : { ...current, questions: { ...current.questions, [text.questionId]: set(current.questions[text.questionId]) } };
  return { ...translations, [language]: next };
}

/** `translations` with `language` added (nothing translated yet) or removed. */
export function withLanguage(translations: SurveyTranslations, language: Language, present: boolean): SurveyTranslations {
  const next = { ...translations };
  if (present) next[language] = translations[language] ?? { survey: {}, questions: {} };
  else delete next[language];
  return next;
}

/**
 * `translations` holding only what the survey's texts still need: a removed question's texts or
 * an edited source's old translation go, so a saved survey does not carry them for ever.
 */
export function pruneTranslations(survey: TranslatableSurvey): SurveyTranslations {
  const texts = surveyTexts(survey);
  const out: SurveyTranslations = {};
  for (const language of LANGUAGES) {
    const translation = survey.settings.translations[language];
    if (!translation) continue;
    const next: SurveyTranslation = { survey: {}, questions: {} };
    for (const text of texts) {
      const value = translationOf(survey.settings.translations, language, text);
      if (!value) continue;
      if (text.questionId === null) next.survey[text.source] = value;
      else (next.questions[text.questionId] ??= {})[text.source] = value;
    }
    out[language] = next;
  }
  return out;
}
