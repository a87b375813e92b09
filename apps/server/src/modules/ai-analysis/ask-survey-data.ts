import { askAnswerSchema, type AskAnswer, type AskRequest } from "@sondar/core/ai/ask-data";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import { analysisFailed, whereItBroke } from "../../adapters/ai/parse-analysis";
import type { Database } from "../../db/database";
import type { SurveyRow } from "../surveys/survey-access";
import { readSurveyResponses } from "./analyze-survey-responses";
import { readThemeEdits } from "./theme-edits";

/**
 * Answers the creator's question about the responses of `survey` matching the request's status
 * (docs/product/ai.md#ask-your-data), from the same data an analysis reads.
 */
export async function askSurveyData(options: {
  db: Database;
  ai: AiAdapter;
  survey: SurveyRow;
  request: AskRequest;
  signal?: AbortSignal;
}): Promise<AskAnswer> {
  const { db, ai, survey, request, signal } = options;
  const { data, textAnswers, answerSources } = await readSurveyResponses(db, ai, survey, request.status);
  const answer = await ai.askData(
    {
      data,
      textAnswers,
      answerSources,
      themeEdits: await readThemeEdits(db, survey.id),
      question: request.question,
      language: request.language,
    },
    signal,
  );
  // Either engine's answer through the contract's schema: one that does not fit is a clean 502
  // naming the field, never a 500 (docs/product/ai.md#ask-your-data).
  const checked = askAnswerSchema.safeParse(answer);
  if (!checked.success) throw analysisFailed(`the answer did not fit its shape${whereItBroke(checked.error)}`);
  return checked.data;
}
