import type { Answer } from "@sondar/core/answers/answer-schema";
import { readPrefill } from "@sondar/core/respondent/prefill";
import { renderRecall } from "@sondar/core/respondent/recall";
import type { Question } from "@sondar/core/surveys/question-schema";
import { t } from "./i18n";

// What a survey that uses hidden fields, prefill or recall needs, in one chunk fetched before its
// first paint (survey-extras.ts); every other survey's first paint carries none of it.
export { startHiddenValues } from "./hidden-values";

/** The answers the page's address prefills (core's respondent/prefill.ts). */
export const prefillFromAddress = (questions: readonly Question[]) =>
  readPrefill(questions, new URLSearchParams(window.location.search));

/** `text` with its recall tokens as text (core's respondent/recall.ts), Yes and No in the page's words. */
export const recallText = (
  text: string,
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
  hiddenValues: Readonly<Record<string, string>>,
) => renderRecall(text, { questions, answers, hiddenValues, words: { yes: t("widgets.yes"), no: t("widgets.no") } });
