import type { AskAnswer, AskRequest } from "@sondar/core/ai/ask-data";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
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
  return ai.askData(
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
}
