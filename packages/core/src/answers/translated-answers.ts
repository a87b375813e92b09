import type { Language } from "../i18n/languages";
import { translatedItems, type TranslatableSurvey } from "../surveys/survey-translations";
import type { Answer } from "./answer-schema";

/**
 * Answers on a translated survey (docs/decisions/240-survey-translations.md): the respondent page
 * shows options in the respondent's language and stores what the default language says, so
 * answers in every language merge in summaries, filters and exports.
 */

/** From the first of each text to the second: the first item wins where two show alike. */
function mapsOf(lists: { shown: string; source: string }[][], from: "shown" | "source") {
  const to = from === "shown" ? "source" : "shown";
  return lists.map((items) => {
    const map = new Map<string, string>();
    for (const item of items) if (!map.has(item[from])) map.set(item[from], item[to]);
    return map;
  });
}

function mapAnswer(answer: Answer, maps: Map<string, string>[], matrix: boolean): Answer {
  const [items = new Map<string, string>(), columns = new Map<string, string>()] = maps;
  const one = (map: Map<string, string>) => (value: string) => map.get(value) ?? value;
  if (typeof answer === "number") return answer;
  if (typeof answer === "string") return one(items)(answer);
  if (Array.isArray(answer)) return answer.map(one(items));
  if (!matrix) return answer;
  return Object.fromEntries(Object.entries(answer).map(([row, column]) => [one(items)(row), one(columns)(column)]));
}

/**
 * The answer to store for what a respondent chose on the page in `language`: each chosen option,
 * Likert label, ranking item, matrix row and column as written in the default language. Free
 * text ("Other", text questions) stays as typed.
 */
export function answerInDefaultLanguage(
  survey: TranslatableSurvey,
  questionId: string,
  answer: Answer,
  language: Language,
): Answer {
  const { question, lists } = translatedItems(survey, questionId, language);
  return question ? mapAnswer(answer, mapsOf(lists, "shown"), question.type === "matrix") : answer;
}

/** A stored (default-language) answer as the page in `language` shows it: the inverse of answerInDefaultLanguage. */
export function answerInLanguage(survey: TranslatableSurvey, questionId: string, answer: Answer, language: Language): Answer {
  const { question, lists } = translatedItems(survey, questionId, language);
  return question ? mapAnswer(answer, mapsOf(lists, "source"), question.type === "matrix") : answer;
}
