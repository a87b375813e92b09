import type { QuestionType } from "../question-types/question-types";
import type { BucketRange } from "./number-buckets";

/**
 * Per-question summaries of one survey's responses, computed by the server in SQL
 * (one pass per survey) and drawn by the responses screen and the AI analysis.
 * Percentages are 0–100 with one decimal, of the question's `answeredCount`.
 */
export interface SurveySummary {
  surveyId: string;
  /**
   * Every response of the survey, complete or partial, whatever the filter: the count the
   * dashboard and the responses screen's header show (docs/product/responses-and-exports.md#counts).
   */
  responseCount: number;
  /** Responses matching the status filter the summary was asked for: the ones its questions summarise. */
  totalResponses: number;
  /** The survey's complete and partial responses, whatever the filter. */
  completeCount: number;
  partialCount: number;
  /** completeCount / (completeCount + partialCount) × 100, one decimal; 0 with no responses. */
  completionRate: number;
  firstResponseAt: string | null;
  lastResponseAt: string | null;
  questions: QuestionSummary[];
}

interface QuestionSummaryBase {
  questionId: string;
  type: QuestionType;
  title: string;
  /** Responses with a non-empty answer to this question. */
  answeredCount: number;
}

export interface OptionCount {
  label: string;
  count: number;
  percent: number;
}

/** multiple-choice, checkbox, dropdown, yes-no, likert: one row per configured option, then 'Other' answers. */
export interface ChoiceSummary extends QuestionSummaryBase {
  kind: "choice";
  options: OptionCount[];
  /** Answers that match no configured option (the 'Other' text of multiple choice). */
  otherCount: number;
}

export interface NetPromoterScore {
  /** −100 to 100, rounded. */
  score: number;
  promoters: number;
  passives: number;
  detractors: number;
}

/** rating, scale, number. */
export interface NumericSummary extends QuestionSummaryBase {
  kind: "numeric";
  average: number | null;
  min: number | null;
  max: number | null;
  /**
   * Count per distinct value, ascending (number questions: at most 20 buckets, each `value` a
   * bucket's start and `bucket` the answers it holds, to be labelled by).
   */
  distribution: { value: number; count: number; bucket?: BucketRange }[];
  /** Number questions only: each distribution `value` is the start of a bucket [value, value + bucketWidth). */
  bucketWidth?: number;
  /** Only for a scale question running 0 to 10. */
  nps: NetPromoterScore | null;
}

export interface MatrixSummary extends QuestionSummaryBase {
  kind: "matrix";
  columns: string[];
  /** One row per configured matrix row, counts in `columns` order. */
  rows: { row: string; counts: number[] }[];
}

export interface RankingSummary extends QuestionSummaryBase {
  kind: "ranking";
  /** Sorted by mean position, best (lowest) first; positions start at 1. */
  items: { item: string; meanPosition: number | null; firstPlaceCount: number }[];
}

/** text, textarea, email, phone, url, date, time. */
export interface TextSummary extends QuestionSummaryBase {
  kind: "text";
  /** Most recent answers first, at most 5. */
  recent: string[];
}

export interface FileSummary extends QuestionSummaryBase {
  kind: "files";
  fileCount: number;
}

export interface StatementSummary extends QuestionSummaryBase {
  kind: "statement";
}

export type QuestionSummary =
  ChoiceSummary | NumericSummary | MatrixSummary | RankingSummary | TextSummary | FileSummary | StatementSummary;

export type SummaryKind = QuestionSummary["kind"];

/** Which summary a question type gets. */
export function summaryKindFor(type: QuestionType): SummaryKind {
  switch (type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
    case "yes-no":
    case "likert":
      return "choice";
    case "rating":
    case "scale":
    case "number":
      return "numeric";
    case "matrix":
      return "matrix";
    case "ranking":
      return "ranking";
    case "file-upload":
      return "files";
    case "statement":
      return "statement";
    default:
      return "text";
  }
}

/** NPS from a 0–10 distribution: promoters 9–10, passives 7–8, detractors 0–6. */
export function netPromoterScore(distribution: readonly { value: number; count: number }[]): NetPromoterScore | null {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const { value, count } of distribution) {
    if (value >= 9) promoters += count;
    else if (value >= 7) passives += count;
    else detractors += count;
  }
  const total = promoters + passives + detractors;
  if (total === 0) return null;
  return { score: Math.round(((promoters - detractors) / total) * 100), promoters, passives, detractors };
}

export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}
