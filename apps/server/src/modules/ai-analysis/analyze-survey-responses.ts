import type { AnalysisRequest, AnalysisResult } from "@sondar/core/ai/analysis-result";
import { buildAnalysisSurveyData, isFreeTextType } from "@sondar/core/ai/analysis-survey-data";
import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { AskDataInput } from "@sondar/core/ai/analysis-input";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { computeSurveySummary } from "../responses/survey-summary";
import type { SurveyRow } from "../surveys/survey-access";
import { listTextAnswers, type TextAnswerRow } from "./list-text-answers";
import { readThemeEdits } from "./theme-edits";

interface AnalyzeOptions {
  db: Database;
  ai: AiAdapter;
  survey: SurveyRow;
  request: AnalysisRequest;
  now: () => Date;
  signal?: AbortSignal;
}

/**
 * What the AI reads of the responses of `survey` matching `status`: the summary and a bounded
 * set of recent free-text answers from SQL, each with its response and scores. 422
 * NO_RESPONSES_TO_ANALYZE when there are none.
 */
export async function readSurveyResponses(
  db: Database,
  ai: AiAdapter,
  survey: SurveyRow,
  status: ResponseStatusFilter,
): Promise<Pick<AskDataInput, "data" | "textAnswers" | "answerSources"> & { totalResponses: number }> {
  const summary = await computeSurveySummary(db, survey, status);
  if (summary.totalResponses === 0) throw new AppError("NO_RESPONSES_TO_ANALYZE");

  const freeTextIds = summary.questions
    .filter((q) => q.kind === "text" && isFreeTextType(q.type) && q.answeredCount > 0)
    .map((q) => q.questionId);
  // Ratings and scales: the scores the themes of open answers are cross-tabulated with.
  const scoreIds = summary.questions
    .filter((q) => q.kind === "numeric" && (q.type === "rating" || q.type === "scale") && q.answeredCount > 0)
    .map((q) => q.questionId);
  const rows = await listTextAnswers(db, survey.id, status, freeTextIds, ai.analysisTextAnswers, scoreIds);
  const perQuestion = <T>(pick: (row: TextAnswerRow) => T): Record<string, T[]> =>
    Object.fromEntries(Object.entries(rows).map(([id, list]) => [id, list.map(pick)] as const));
  const textAnswers = perQuestion((row) => row.text);
  const data = buildAnalysisSurveyData({
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
    summary,
    textAnswers,
    ...(scoreIds.length > 0 ? { textAnswerScores: perQuestion((row) => row.scores) } : {}),
  });
  return {
    data,
    textAnswers,
    answerSources: perQuestion(({ responseId, scores }) => ({ responseId, scores })),
    totalResponses: summary.totalResponses,
  };
}

/**
 * Analyzes the responses of `survey` matching the request's status: the AI adapter writes the
 * analysis from what `readSurveyResponses` reads, and the result is stamped with its time and
 * the number of responses it read.
 */
export async function analyzeSurveyResponses({ db, ai, survey, request, now, signal }: AnalyzeOptions): Promise<AnalysisResult> {
  const { totalResponses, ...read } = await readSurveyResponses(db, ai, survey, request.status);
  const content = await ai.analyzeSurvey(
    {
      ...read,
      themeEdits: await readThemeEdits(db, survey.id),
      language: request.language,
      ...(request.customPrompt ? { customPrompt: request.customPrompt } : {}),
    },
    signal,
  );
  return { ...content, generatedAt: now().toISOString(), responseCount: totalResponses };
}
