import type { Question } from "./question-schema";

/**
 * Recall tokens (docs/product/surveys-and-questions.md#recall, docs/decisions/231-recall-as-text.md):
 * `{{name}}` in a question's title or description, the welcome message or the completion message
 * stands for the answer to the question whose id is `name`, or the value of the hidden field
 * `name`; `{{name|fallback}}` shows `fallback` while there is none. Rendering is the respondent
 * page's (respondent/recall.ts); reading the names is here, for the checks on a survey.
 */

/** `{{ name }}` or `{{ name | fallback }}`; a name is what a question id or a hidden-field key can be. */
export const RECALL_TOKEN = /\{\{\s*([A-Za-z0-9_-]{1,100})\s*(?:\|([^{}]*))?\}\}/g;

/** Whether `text` may hold a recall token: most texts hold none, and are shown as they are. */
export const hasRecall = (text: string): boolean => text.includes("{{");

/** The names the tokens of `text` recall, in order, each once. */
export function recallNames(text: string): string[] {
  if (!hasRecall(text)) return [];
  return [...new Set(Array.from(text.matchAll(RECALL_TOKEN), (match) => match[1] as string))];
}

/** The texts recall works in: each question's title and description, the welcome and completion messages. */
export interface RecallTexts {
  questions: readonly Pick<Question, "id" | "title" | "description">[];
  settings: { welcomeMessage: string; completionMessage: string };
  hiddenFields: readonly string[];
}

/** A message of the survey's settings that recall works in. */
export type RecallMessage = "welcomeMessage" | "completionMessage";

/** A token that names nothing, and where it is: the question whose text holds it, or the message. */
export interface UnknownRecall {
  name: string;
  questionId?: string;
  field?: RecallMessage;
}

/** The names in `text` that are neither a question's id nor a hidden field's key of the survey. */
export function unknownRecallNames(text: string, survey: Pick<RecallTexts, "questions" | "hiddenFields">): string[] {
  return recallNames(text).filter((name) => !survey.hiddenFields.includes(name) && !survey.questions.some((q) => q.id === name));
}

/**
 * The tokens that name neither a question of the survey nor one of its hidden fields (a typo, a
 * deleted question, a removed field), where each is: the builder warns of them and publishing
 * refuses them (publish-problems.ts).
 */
export function findUnknownRecalls(survey: RecallTexts): UnknownRecall[] {
  const found: UnknownRecall[] = [];
  for (const question of survey.questions) {
    for (const name of unknownRecallNames(`${question.title}\n${question.description}`, survey)) {
      found.push({ name, questionId: question.id });
    }
  }
  for (const field of ["welcomeMessage", "completionMessage"] as const) {
    for (const name of unknownRecallNames(survey.settings[field], survey)) found.push({ name, field });
  }
  return found;
}
