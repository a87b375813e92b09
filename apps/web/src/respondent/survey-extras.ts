import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { lazyModule } from "./lazy-module";

/**
 * Hidden fields, prefill and recall are one chunk, fetched only by a survey that uses them, so
 * the first paint of every other survey carries none of their code
 * (docs/decisions/052-respondent-weight.md, 230-hidden-fields.md, 231-recall-as-text.md).
 */
export const extrasChunk = lazyModule(() => import("./survey-extras-chunk"));

/**
 * Whether the survey, opened at `search`, needs the chunk: it has hidden fields, a parameter of
 * the address is named by a question's id (a prefill), or a text recall works in holds a token.
 */
export function needsExtras(survey: PublicSurvey, search: string): boolean {
  const params = new URLSearchParams(search);
  const { welcomeMessage, completionMessage } = survey.settings;
  const texts = [welcomeMessage, completionMessage, ...survey.questions.flatMap((q) => [q.title, q.description])];
  return (
    survey.hiddenFields.length > 0 || survey.questions.some((q) => params.has(q.id)) || texts.some((text) => text.includes("{{"))
  );
}

/**
 * Fetches the chunk when the survey needs it, before the survey shows: the page does before its
 * first paint, a survey fetched or previewed before it renders. Never rejects: without the chunk
 * no hidden value is kept, no question prefilled, and recall tokens show nothing.
 */
export function loadSurveyExtras(survey: PublicSurvey, search: string): Promise<void> {
  if (!needsExtras(survey, search)) return Promise.resolve();
  return extrasChunk.load().then(
    () => undefined,
    () => undefined,
  );
}
