import type { QuestionType } from "../question-types/question-types";

/**
 * How long complete responses took and where respondents stopped, computed by the server in
 * SQL (docs/product/responses-and-exports.md#time-and-drop-off).
 */
export interface TimeAndDropOff {
  surveyId: string;
  timeToComplete: TimeToComplete;
  dropOff: DropOff;
}

/**
 * Upper bounds, in seconds, of the time-to-complete buckets: under 1 min, 1–2, 2–5, 5–10, 10–20,
 * 20–30, 30–60 min, then 1 h or more. Round minutes a creator reads at a glance.
 */
export const TIME_BUCKET_BOUNDS = [60, 120, 300, 600, 1200, 1800, 3600] as const;

export interface TimeBucket {
  /** Inclusive, in seconds. */
  fromSeconds: number;
  /** Exclusive, in seconds; null for the last bucket (no upper bound). */
  toSeconds: number | null;
  count: number;
}

export interface TimeToComplete {
  /** Complete responses with a first save before their submit: the ones timed. */
  timedCount: number;
  /** Complete responses submitted without an earlier save: their start is unknown. */
  untimedCount: number;
  /** Median seconds from the first save to the submit, rounded; null when none is timed. */
  medianSeconds: number | null;
  /** One per bucket of TIME_BUCKET_BOUNDS (8), in order. */
  buckets: TimeBucket[];
}

/** One answerable question of the funnel, in survey order. */
export interface DropOffStep {
  questionId: string;
  type: QuestionType;
  title: string;
  /** Responses that reached it: answered it or a later question, or stopped at it (partial). */
  saw: number;
  /** Responses with an answer to it. */
  answered: number;
  /** Partial responses whose furthest answer is the question before it (for the first: that answered none). */
  leftHere: number;
}

export interface DropOff {
  /** Every response of the survey, complete or partial. */
  responseCount: number;
  steps: DropOffStep[];
  /** Partial responses that answered the last question but never submitted. */
  leftBeforeSubmit: number;
}

/** The buckets' ranges, in order, without counts. */
export function timeBuckets(): Omit<TimeBucket, "count">[] {
  return [0, ...TIME_BUCKET_BOUNDS].map((fromSeconds, i) => ({ fromSeconds, toSeconds: TIME_BUCKET_BOUNDS[i] ?? null }));
}
