import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { isFreeTextType, type AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Language } from "@sondar/core/i18n/languages";
import { detectAnswersLanguage } from "./answers-language";
import { readFeedbackTone, TONE_LANGUAGES } from "./feedback-tone";
import { poolQuotes } from "@sondar/core/ai/analysis-result";
import { percentOf } from "@sondar/core/responses/survey-summary";
import { findThemes } from "./find-themes";
import { cutQuote, toTheme, type QuotedAnswer, type Theme } from "./group-themes";
import { createPhraseReader } from "./read-phrases";

const MAX_THEMES = 8;
export const MAX_COMPLAINTS = 2;

export type { Theme };

/** How many answers read positive, negative or neutral. */
export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
}

export interface TextInsights {
  analyzed: number;
  /** The language the answers are written in; English when there is too little text to tell. */
  language: Language;
  /**
   * The sentiment split, or null when it was not read: wink-nlp's lexicon is English, and an
   * English reading of other languages finds every answer neutral, which would be a false finding.
   */
  sentiment: SentimentCounts | null;
  /** The largest themes, most answers first. */
  themes: Theme[];
  /** The largest themes whose answers are mostly negative: recurring complaints (none when the tone was not read). */
  complaints: Theme[];
  /** Percent of the answers that fall in some theme. */
  coverage: number;
  /** The answers no theme holds. */
  other: OtherAnswers;
}

/** The answers left out of every theme, counted and quoted. */
export interface OtherAnswers {
  count: number;
  share: number;
  quotes: QuotedAnswer[];
  answerIndexes: number[];
}

/**
 * Sentiment split, themes, coverage and the answers left out, for one question's free-text
 * answers. Themes are found in the answers themselves (decision 210): their words and phrases,
 * read by wink-nlp for English and by stop words and stemmer in Spanish, French, German and
 * Portuguese. Tone is read only for `TONE_LANGUAGES` (decision 213).
 */
export function analyzeTexts(answers: readonly string[]): TextInsights {
  const language = detectAnswersLanguage(answers) ?? "en";
  // Themes come from the answers themselves: their words and phrases, grouped (decision 210).
  const reader = createPhraseReader(language);
  const read = answers.map((answer) => reader.read(answer));
  // The English lexicon score comes from the same wink-nlp reading; the other languages' tone from cues alone.
  const tones = TONE_LANGUAGES.has(language)
    ? answers.map((answer, i) => readFeedbackTone(answer, language, language === "en" ? read[i]?.sentiment : 0))
    : null;
  const themes = findThemes(read, reader, MAX_THEMES, language).map((group) =>
    toTheme([group.label, group.members], answers, tones),
  );
  const grouped = new Set(themes.flatMap((theme) => theme.answerIndexes));
  const negative = tones?.filter((tone) => tone === "negative").length ?? 0;
  const positive = tones?.filter((tone) => tone === "positive").length ?? 0;
  return {
    analyzed: answers.length,
    language,
    sentiment: tones ? { positive, negative, neutral: answers.length - positive - negative } : null,
    themes,
    complaints: themes.filter((theme) => theme.tone === "negative").slice(0, MAX_COMPLAINTS),
    coverage: percentOf(grouped.size, answers.length),
    other: otherBucket(answers, grouped),
  };
}

/** The answers no theme holds, with a few of them quoted, so a creator sees what the grouping missed. */
function otherBucket(answers: readonly string[], grouped: ReadonlySet<number>): OtherAnswers {
  const left = answers.flatMap((_, i) => (grouped.has(i) ? [] : [i]));
  const quotes = poolQuotes([left.map((i) => ({ text: cutQuote((answers[i] ?? "").trim()), answerIndex: i }))]);
  return { count: left.length, share: percentOf(left.length, answers.length), quotes, answerIndexes: left };
}

/**
 * Text insights for each free-text question with answers (`textAnswers`, else the data's samples).
 * Reading is CPU work (~70 ms for 300 answers), so the event loop gets a turn between questions.
 */
export async function analyzeFreeTextQuestions(
  data: AnalysisSurveyData,
  textAnswers: Readonly<Record<string, readonly string[]>>,
): Promise<Record<string, TextInsights>> {
  const insights: Record<string, TextInsights> = {};
  for (const q of data.questionAnalysis) {
    if (q.kind !== "text" || !isFreeTextType(q.type)) continue;
    const answers = (textAnswers[q.questionId] ?? q.sampleAnswers).filter((a) => a.trim().length > 0);
    if (answers.length === 0) continue;
    insights[q.questionId] = analyzeTexts(answers);
    await yieldToEventLoop();
  }
  return insights;
}
