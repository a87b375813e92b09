import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { isFreeTextType, type AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Language } from "@sondar/core/i18n/languages";
import { detectAnswersLanguage } from "./answers-language";
import { readText } from "./read-text";
import { createTermReader } from "./read-terms";
import { wordToolsFor } from "./word-tools";

/** At or beyond these scores an answer counts as positive or negative; between them, neutral. */
export const POSITIVE_AT = 0.25;
export const NEGATIVE_AT = -0.25;
/** A term is a theme once this many answers mention it. */
export const MIN_THEME_MENTIONS = 2;
const MAX_THEMES = 3;

export interface Theme {
  term: string;
  /** Answers that mention it. */
  mentions: number;
}

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
  /** The most mentioned terms, most first. */
  themes: Theme[];
  /** The terms most mentioned in negative answers: recurring complaints (none when sentiment was not read). */
  complaints: Theme[];
}

function countMentions(termLists: readonly string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const terms of termLists) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/**
 * The top terms by mentions. On a tie a compound ("customer service") wins over its nouns, and
 * a term that is part of, or contains, one already picked is skipped, so one topic is named once.
 */
export function pickThemes(counts: ReadonlyMap<string, number>, max = MAX_THEMES): Theme[] {
  const ranked = [...counts]
    .filter(([, mentions]) => mentions >= MIN_THEME_MENTIONS)
    .sort(([a, x], [b, y]) => y - x || b.split(" ").length - a.split(" ").length || a.localeCompare(b));
  const picked: Theme[] = [];
  for (const [term, mentions] of ranked) {
    if (picked.length === max) break;
    const words = term.split(" ");
    const overlaps = picked.some((p) => {
      const pickedWords = p.term.split(" ");
      return words.some((w) => pickedWords.includes(w));
    });
    if (!overlaps) picked.push({ term, mentions });
  }
  return picked;
}

/**
 * Sentiment split and recurring themes of one question's free-text answers. English answers
 * are read by wink-nlp (nouns and compounds by part of speech, negation-aware sentiment); answers
 * in Spanish, French, German or Portuguese by their stop words and stemmer, for themes only.
 */
export function analyzeTexts(answers: readonly string[]): TextInsights {
  const language = detectAnswersLanguage(answers) ?? "en";
  if (language !== "en") {
    const reader = createTermReader(wordToolsFor(language));
    const themes = pickThemes(countMentions(answers.map((answer) => reader.terms(answer))));
    return {
      analyzed: answers.length,
      language,
      sentiment: null,
      themes: themes.map((theme) => ({ ...theme, term: reader.label(theme.term) })),
      complaints: [],
    };
  }
  const read = answers.map(readText);
  const negative = read.filter((r) => r.sentiment <= NEGATIVE_AT);
  const positive = read.filter((r) => r.sentiment >= POSITIVE_AT).length;
  return {
    analyzed: read.length,
    language,
    sentiment: { positive, negative: negative.length, neutral: read.length - positive - negative.length },
    themes: pickThemes(countMentions(read.map((r) => r.terms))),
    complaints: pickThemes(countMentions(negative.map((r) => r.terms)), 2),
  };
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
