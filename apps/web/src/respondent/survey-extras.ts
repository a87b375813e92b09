import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { useEffect, useState } from "react";
import { lazyModule } from "./lazy-module";

// Recall and prefill are chunks of their own, fetched only by a survey that uses them, so the
// first paint of every other survey carries none of their code (docs/decisions/052-respondent-weight.md).
export const recallChunk = lazyModule(() => import("@sondar/core/respondent/recall"));
export const prefillChunk = lazyModule(() => import("@sondar/core/respondent/prefill"));

const TOKEN_START = "{{";

/** Whether any text recall works in holds a token (core's surveys/recall-tokens.ts). */
export function usesRecall(survey: PublicSurvey): boolean {
  const { welcomeMessage, completionMessage } = survey.settings;
  return (
    welcomeMessage.includes(TOKEN_START) ||
    completionMessage.includes(TOKEN_START) ||
    survey.questions.some((q) => q.title.includes(TOKEN_START) || q.description.includes(TOKEN_START))
  );
}

/** Whether the address holds a parameter named by a question's id, which may prefill it. */
export function mayPrefill(survey: PublicSurvey, search: string): boolean {
  if (!search || search === "?") return false;
  const params = new URLSearchParams(search);
  return survey.questions.some((q) => params.has(q.id));
}

/** The chunks this survey, opened at `search`, needs. */
function neededChunks(survey: PublicSurvey, search: string) {
  return [...(usesRecall(survey) ? [recallChunk] : []), ...(mayPrefill(survey, search) ? [prefillChunk] : [])];
}

/** Fetches the chunks the survey needs; never rejects (without recall its tokens show nothing, without prefill none is made). */
export function loadSurveyExtras(survey: PublicSurvey, search: string): Promise<void> {
  return Promise.all(neededChunks(survey, search).map((chunk) => chunk.load().catch(() => undefined))).then(() => undefined);
}

/**
 * Whether the survey can be shown: the chunks it needs have arrived (the survey page fetches
 * them before its first paint) or their fetch has settled, well or not.
 */
export function useSurveyExtras(survey: PublicSurvey | null, search: string): boolean {
  const pending = survey !== null && neededChunks(survey, search).some((chunk) => !chunk.loaded());
  const [settled, setSettled] = useState<PublicSurvey | null>(null);
  useEffect(() => {
    if (!survey || !pending) return undefined;
    let current = true;
    void loadSurveyExtras(survey, search).then(() => current && setSettled(survey));
    return () => {
      current = false;
    };
  }, [survey, pending, search]);
  return !pending || settled === survey;
}
