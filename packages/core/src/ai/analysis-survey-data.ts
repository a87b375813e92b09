import type { QuestionType } from "../question-types/question-types";
import type {
  ChoiceSummary,
  FileSummary,
  MatrixSummary,
  NumericSummary,
  QuestionSummary,
  RankingSummary,
  SurveySummary,
} from "../responses/survey-summary";
import type { Question } from "../surveys/question-schema";
import { cutText } from "../text/cut-text";
import { TEXT_SAMPLES_PER_QUESTION } from "./analysis-result";

/** Longest sampled answer sent for analysis; longer ones are cut, so one answer cannot fill the prompt. */
export const MAX_SAMPLE_CHARS = 500;

/**
 * Types whose answers are prose worth reading. E-mail, phone, URL, date and time answers are
 * counted but never sampled: they are contact details or facts, not opinions.
 */
export const FREE_TEXT_TYPES = ["text", "textarea"] as const satisfies readonly QuestionType[];

export function isFreeTextType(type: QuestionType): boolean {
  return (FREE_TEXT_TYPES as readonly QuestionType[]).includes(type);
}

type Base = { questionId: string; title: string; type: QuestionType; answeredCount: number };

/** The configured range of a rated question (rating 1–max, scale min–max, number when both bounds are set). */
export interface NumericRange {
  min: number;
  max: number;
}

export type QuestionAnalysis =
  | (Base & Pick<ChoiceSummary, "kind" | "options" | "otherCount">)
  | (Base & Pick<NumericSummary, "kind" | "average" | "min" | "max" | "distribution" | "nps"> & { range: NumericRange | null })
  | (Base & Pick<MatrixSummary, "kind" | "columns" | "rows">)
  | (Base & Pick<RankingSummary, "kind" | "items">)
  | (Base & {
      kind: "text";
      sampleAnswers: string[];
      /**
       * For each sampled answer (same order), the scores its respondent gave the survey's rated
       * questions, by question id: what a provider cross-tabulates themes with. Absent when the
       * survey has no rated question.
       */
      sampleScores?: Record<string, number>[];
    })
  | (Base & Pick<FileSummary, "kind" | "fileCount">);

/**
 * The survey data an analysis reads (docs/product/ai.md#response-analysis), plus the
 * completion counts. Statements are left out; respondents' identities never appear.
 */
export interface AnalysisSurveyData {
  surveyTitle: string;
  surveyDescription: string;
  totalResponses: number;
  completion: { complete: number; partial: number; rate: number };
  questionAnalysis: QuestionAnalysis[];
  timeRange: { start: string | null; end: string | null };
}

export interface AnalysisSurveyDataInput {
  title: string;
  description: string;
  /** The survey's questions, for the configured ranges of rated questions. */
  questions: readonly Question[];
  summary: SurveySummary;
  /** Free-text answers per question id, most recent first; falls back to the summary's recent answers. */
  textAnswers?: Readonly<Record<string, readonly string[]>>;
  /** For each of `textAnswers` (same order), the scores its respondent gave the rated questions. */
  textAnswerScores?: Readonly<Record<string, readonly Readonly<Record<string, number>>[]>>;
}

/** The range a numeric answer was given on, or null when the question sets none. */
export function numericRangeOf(question: Question | undefined): NumericRange | null {
  if (question?.type === "rating") return { min: 1, max: question.maxRating };
  if (question?.type === "scale") return { min: question.scaleSettings.min, max: question.scaleSettings.max };
  if (question?.type === "number") {
    const { min, max } = question.numberSettings;
    return min !== undefined && max !== undefined && min < max ? { min, max } : null;
  }
  return null;
}

/**
 * The answers of a free-text question a sample holds: the first 5 that are not blank, trimmed and
 * cut to size, each with its position in `answers`. Whatever else is known of an answer (its
 * respondent's scores, its response) is read at that position, so it stays with its words.
 */
export function sampledAnswers(answers: readonly string[]): { text: string; index: number }[] {
  return answers
    .map((answer, index) => ({ text: cutText(answer.trim(), MAX_SAMPLE_CHARS), index }))
    .filter((sample) => sample.text.length > 0)
    .slice(0, TEXT_SAMPLES_PER_QUESTION);
}

type Scores = Readonly<Record<string, number>>;

/**
 * The first 5 answers of a free-text question, trimmed and cut to size (docs/product/ai.md#response-analysis),
 * with their respondents' scores when those are known.
 */
function sampleAnswers(
  type: QuestionType,
  answers: readonly string[],
  scores: readonly Scores[] | undefined,
): Pick<Extract<QuestionAnalysis, { kind: "text" }>, "sampleAnswers" | "sampleScores"> {
  if (!isFreeTextType(type)) return { sampleAnswers: [] };
  const samples = sampledAnswers(answers);
  return {
    sampleAnswers: samples.map((sample) => sample.text),
    ...(scores ? { sampleScores: samples.map((sample) => ({ ...scores[sample.index] })) } : {}),
  };
}

function analysisOf(
  summary: QuestionSummary,
  question: Question | undefined,
  textAnswers: readonly string[] | undefined,
  textAnswerScores: readonly Scores[] | undefined,
): QuestionAnalysis | null {
  const base: Base = {
    questionId: summary.questionId,
    title: summary.title,
    type: summary.type,
    answeredCount: summary.answeredCount,
  };
  switch (summary.kind) {
    case "choice":
      return { ...base, kind: "choice", options: summary.options, otherCount: summary.otherCount };
    case "numeric": {
      const { average, min, max, distribution, nps } = summary;
      return { ...base, kind: "numeric", average, min, max, distribution, nps, range: numericRangeOf(question) };
    }
    case "matrix":
      return { ...base, kind: "matrix", columns: summary.columns, rows: summary.rows };
    case "ranking":
      return { ...base, kind: "ranking", items: summary.items };
    case "text":
      return {
        ...base,
        kind: "text",
        // The summary's recent answers carry no scores: scores only go with the answers they belong to.
        ...sampleAnswers(summary.type, textAnswers ?? summary.recent, textAnswers ? textAnswerScores : undefined),
      };
    case "files":
      return { ...base, kind: "files", fileCount: summary.fileCount };
    case "statement":
      return null;
  }
}

/** Shapes a survey's summary into the data an analysis reads, sampling the first answers of free-text questions. */
export function buildAnalysisSurveyData(input: AnalysisSurveyDataInput): AnalysisSurveyData {
  const { summary } = input;
  const questionsById = new Map(input.questions.map((q) => [q.id, q]));
  return {
    surveyTitle: input.title,
    surveyDescription: input.description,
    totalResponses: summary.totalResponses,
    completion: { complete: summary.completeCount, partial: summary.partialCount, rate: summary.completionRate },
    questionAnalysis: summary.questions.flatMap((q) => {
      const analysis = analysisOf(
        q,
        questionsById.get(q.questionId),
        input.textAnswers?.[q.questionId],
        input.textAnswerScores?.[q.questionId],
      );
      return analysis ? [analysis] : [];
    }),
    timeRange: { start: summary.firstResponseAt, end: summary.lastResponseAt },
  };
}
