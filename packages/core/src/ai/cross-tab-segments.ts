import type { CrossTabSegment } from "./analysis-result";
import type { NumericRange } from "./analysis-survey-data";

/** Scores from this share of the way up a scale and below count as low: 1–2 of 1–5, 1–4 of 1–10. */
const LOW_SHARE = 0.4;

/** The scores a cross-tab's group gave, both ends included. */
export interface ScoreBand {
  from: number;
  to: number;
}

/**
 * The scores that put a respondent in a cross-tab's group (docs/product/ai.md#findings-that-connect-numbers-and-words):
 * the bottom of the question's scale for "low"; 0–6 and 9–10 for a Net Promoter question's
 * detractors and promoters, as the score itself counts them.
 */
export function scoreBand(segment: CrossTabSegment, range: NumericRange): ScoreBand {
  if (segment === "detractors") return { from: 0, to: 6 };
  if (segment === "promoters") return { from: 9, to: 10 };
  return { from: range.min, to: range.min + Math.floor(LOW_SHARE * (range.max - range.min)) };
}

export function inBand(score: number, band: ScoreBand): boolean {
  return score >= band.from && score <= band.to;
}
