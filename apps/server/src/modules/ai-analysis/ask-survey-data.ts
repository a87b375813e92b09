import { askAnswerSchema, type AskAnswer, type AskRequest } from "@sondar/core/ai/ask-data";
import type { QuestionType } from "@sondar/core/question-types/question-types";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import { analysisFailed, whereItBroke } from "../../adapters/ai/parse-analysis";
import type { Database } from "../../db/database";
import type { SurveyRow } from "../surveys/survey-access";
import { readSurveyResponses } from "./analyze-survey-responses";
import { listChoiceAnswers } from "./list-choice-answers";
import { readThemeEdits } from "./theme-edits";

/** Choice questions whose answers are options the creator named. */
const PICKED_OPTIONS = new Set<QuestionType>(["multiple-choice", "checkbox", "dropdown"]);

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
  // Single and multiple choice answers too: an option named by the term is a mention (docs/product/ai.md#ask-your-data).
  const choiceIds = new Set(
    data.questionAnalysis
      .filter((q) => q.kind === "choice" && PICKED_OPTIONS.has(q.type) && q.answeredCount > 0)
      .map((q) => q.questionId),
  );
  const choiceQuestions = survey.questions.filter((q) => choiceIds.has(q.id));
  const choiceAnswers = await listChoiceAnswers(db, survey.id, request.status, choiceQuestions, ai.analysisTextAnswers);
  const answer = await ai.askData(
    {
      data,
      textAnswers,
      answerSources,
      choiceAnswers,
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
