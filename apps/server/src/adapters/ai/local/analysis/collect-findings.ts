import { ADVISED_MIN_RESPONSES, type AnalysisCrossTab } from "@sondar/core/ai/analysis-result";
import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import { percentOf } from "@sondar/core/responses/survey-summary";
import type { AnswerSource } from "@sondar/core/ai/analysis-input";
import type { TextInsights } from "./analyze-texts";
import { findCrossTabs } from "./cross-tabs";
import { findChoiceSplits, type ChoiceSplit } from "./choice-splits";
import { findMatrixExtremes, findRankingExtremes, type MatrixFinding, type RankingFinding } from "./item-extremes";
import { npsBand, type NpsBand } from "./nps-band";
import { scoreRatedQuestions, type RatedScore } from "./rated-scores";

export interface NpsFinding {
  questionId: string;
  title: string;
  answeredCount: number;
  score: number;
  band: NpsBand;
  promotersPercent: number;
  passivesPercent: number;
  detractorsPercent: number;
}

export interface NumberFinding {
  questionId: string;
  title: string;
  answeredCount: number;
  average: number;
  min: number;
  max: number;
}

export interface TextFinding extends TextInsights {
  questionId: string;
  title: string;
  /** All non-empty answers, of which the most recent `analyzed` were read. */
  answeredCount: number;
}

/** What the numbers say, before any sentence is written. */
export interface Findings {
  surveyTitle: string;
  totalResponses: number;
  completion: AnalysisSurveyData["completion"];
  timeRange: AnalysisSurveyData["timeRange"];
  /** Fewer responses than the analysis is advised with (docs/product/ai.md#response-analysis). */
  tooFewResponses: boolean;
  /** Highest first. */
  rated: RatedScore[];
  nps: NpsFinding[];
  splits: ChoiceSplit[];
  rankings: RankingFinding[];
  matrices: MatrixFinding[];
  numbers: NumberFinding[];
  texts: TextFinding[];
  /** Themes of the open answers by who gave which score (docs/product/ai.md#findings-that-connect-numbers-and-words). */
  crossTabs: AnalysisCrossTab[];
}

function findNps(data: AnalysisSurveyData): NpsFinding[] {
  return data.questionAnalysis.flatMap((q) => {
    if (q.kind !== "numeric" || !q.nps) return [];
    const { score, promoters, passives, detractors } = q.nps;
    const total = promoters + passives + detractors;
    return [
      {
        questionId: q.questionId,
        title: q.title,
        answeredCount: total,
        score,
        band: npsBand(score),
        promotersPercent: percentOf(promoters, total),
        passivesPercent: percentOf(passives, total),
        detractorsPercent: percentOf(detractors, total),
      },
    ];
  });
}

function findNumbers(data: AnalysisSurveyData): NumberFinding[] {
  return data.questionAnalysis.flatMap((q) =>
    q.kind === "numeric" && q.type === "number" && q.average !== null && q.min !== null && q.max !== null
      ? [{ questionId: q.questionId, title: q.title, answeredCount: q.answeredCount, average: q.average, min: q.min, max: q.max }]
      : [],
  );
}

/** Every finding the local engine reports, from the survey data and the insights read from its free-text answers. */
export function collectFindings(
  data: AnalysisSurveyData,
  textInsights: Readonly<Record<string, TextInsights>> = {},
  /** Per free-text question, who gave each answer read (same order as the answers read), when known. */
  sources: Readonly<Record<string, readonly AnswerSource[] | null>> = {},
): Findings {
  const texts = data.questionAnalysis.flatMap((q) => {
    const insights = textInsights[q.questionId];
    return q.kind === "text" && insights && insights.analyzed > 0
      ? [{ questionId: q.questionId, title: q.title, answeredCount: q.answeredCount, ...insights }]
      : [];
  });
  const rated = scoreRatedQuestions(data.questionAnalysis);
  const nps = findNps(data);
  return {
    surveyTitle: data.surveyTitle,
    totalResponses: data.totalResponses,
    completion: data.completion,
    timeRange: data.timeRange,
    tooFewResponses: data.totalResponses < ADVISED_MIN_RESPONSES,
    rated,
    nps,
    splits: findChoiceSplits(data.questionAnalysis),
    rankings: findRankingExtremes(data.questionAnalysis),
    matrices: findMatrixExtremes(data.questionAnalysis),
    numbers: findNumbers(data),
    texts,
    crossTabs: findCrossTabs({ rated, nps, texts }, sources),
  };
}
