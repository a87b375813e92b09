import type { TextFinding } from "./collect-findings";
import type { RatedScore } from "./rated-scores";
import { decimal, percent, quote } from "./wording";

/** A sentence the engine wrote, with the questions it is about (to put the creator's focus first). */
export interface Line {
  text: string;
  questionIds: string[];
}

/** "averaged 4.2 on a 1–5 scale"; for likert "has 62% choosing "Agree" or "Strongly Agree" (average 3.9 on a 1–5 scale)". */
export function describeScore(score: RatedScore): string {
  const average = `${decimal(score.average)} on a ${score.range.min}–${score.range.max} scale`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `has ${percent(score.topBox.percent)} choosing ${quote(a)} or ${quote(b)} (average ${average})`;
  }
  return `averaged ${average}`;
}

export type Tone = "mostly positive" | "mostly negative" | "mostly neutral" | "mixed";

/** The overall tone of some answers: a lead of 20 points either way, else neutral or mixed. */
export function toneOf(counts: { analyzed: number; positive: number; negative: number; neutral: number }): Tone {
  const lead = (counts.positive - counts.negative) / counts.analyzed;
  if (lead >= 0.2) return "mostly positive";
  if (lead <= -0.2) return "mostly negative";
  return counts.neutral / counts.analyzed > 0.5 ? "mostly neutral" : "mixed";
}

/** "the 12 answers to "…"" or "the 300 most recent of 1,204 answers to "…"". */
export function answersOf(text: TextFinding): string {
  const which = text.analyzed < text.answeredCount ? `${text.analyzed} most recent of ${text.answeredCount}` : `${text.analyzed}`;
  return `the ${which} answers to ${quote(text.title)}`;
}
