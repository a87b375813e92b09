import { MAX_QUOTE_CHARS, poolQuotes } from "@sondar/core/ai/analysis-result";
import { percentOf } from "@sondar/core/responses/survey-summary";
import { cutText } from "@sondar/core/text/cut-text";
import type { AnswerTone } from "./feedback-tone";

export { MIN_THEME_MENTIONS } from "./find-themes";

/** A quote and which answer (by position) it is, so it can name its response. */
export interface QuotedAnswer {
  text: string;
  answerIndex: number;
}

export interface Theme {
  /** The short phrase the theme is named by. */
  term: string;
  /** Answers in it. */
  mentions: number;
  /** Percent of the answers read. */
  share: number;
  /** The tone most of its answers have; null when the tone of their language is not read. */
  tone: AnswerTone | null;
  /** Verbatim answers as evidence, cut to the length a quote may have, each with its answer's position. */
  quotes: QuotedAnswer[];
  /** Which answers (by position) are in it, to count and cite them. */
  answerIndexes: number[];
}

function majorityTone(tones: readonly AnswerTone[]): AnswerTone {
  const counts = { negative: 0, positive: 0, neutral: 0 };
  for (const tone of tones) counts[tone] += 1;
  // On a tie the complaint wins: it is what a creator must not miss.
  return counts.negative >= counts.positive && counts.negative >= counts.neutral
    ? "negative"
    : counts.positive >= counts.neutral
      ? "positive"
      : "neutral";
}

/** A quote as long as a quote may be, cut with an ellipsis. */
export const cutQuote = (text: string) => cutText(text, MAX_QUOTE_CHARS);

/** A group counted, toned and quoted: its first distinct answers of its tone, verbatim. */
export function toTheme(
  [name, members]: [string, number[]],
  answers: readonly string[],
  tones: readonly AnswerTone[] | null,
): Theme {
  const tone = tones ? majorityTone(members.map((i) => tones[i] ?? "neutral")) : null;
  const ofTone = tones ? members.filter((i) => tones[i] === tone) : members;
  const quotes = poolQuotes([
    [...ofTone, ...members].map((i) => ({ text: cutQuote((answers[i] ?? "").trim()), answerIndex: i })),
  ]);
  return {
    term: name,
    mentions: members.length,
    share: percentOf(members.length, answers.length),
    tone,
    quotes,
    answerIndexes: members,
  };
}
