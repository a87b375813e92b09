import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { isFreeTextType, type AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Language } from "@sondar/core/i18n/languages";
import { detectAnswersLanguage } from "./answers-language";
import { readFeedbackTone, TONE_LANGUAGES } from "./feedback-tone";
import { readText } from "./read-text";
import { groupByConcepts, groupByTerms, pickGroups, toTheme, type Theme } from "./group-themes";
import { createTermReader } from "./read-terms";
import { wordToolsFor } from "./word-tools";

const MAX_THEMES = 5;
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
}

/**
 * Sentiment split and recurring themes of one question's free-text answers. English answers
 * are read by wink-nlp (nouns and compounds by part of speech, negation-aware sentiment) and by
 * feedback cues, so a complaint or a request reads negative without a sentiment word; answers
 * in Spanish, French, German or Portuguese by their stop words and stemmer. In every language
 * complaint and praise concepts name themes first; tone is read only for `TONE_LANGUAGES`.
 */
export function analyzeTexts(answers: readonly string[]): TextInsights {
  const language = detectAnswersLanguage(answers) ?? "en";
  const all = answers.map((_, i) => i);
  // English nouns and lexicon score come from wink-nlp; other languages' words from their stemmer.
  const reader = language === "en" ? null : createTermReader(wordToolsFor(language));
  const read = answers.map((answer) => (reader ? { sentiment: 0, terms: reader.terms(answer) } : readText(answer)));
  const tones = TONE_LANGUAGES.has(language)
    ? answers.map((answer, i) => readFeedbackTone(answer, language, read[i]?.sentiment))
    : null;
  // Complaint and praise concepts first ("late delivery", "entrega tardía"); the answers they leave are grouped by their nouns.
  const concepts = groupByConcepts(answers, language);
  const covered = new Set([...concepts.values()].flat());
  const termGroups = groupByTerms(
    read.map((r) => r.terms),
    all.filter((i) => !covered.has(i)),
  );
  const themes = [
    ...pickGroups(concepts, MAX_THEMES, "concepts"),
    ...pickGroups(termGroups, MAX_THEMES).map(([term, members]): [string, number[]] => [reader?.label(term) ?? term, members]),
  ]
    .sort(([, x], [, y]) => y.length - x.length)
    .slice(0, MAX_THEMES)
    .map((group) => toTheme(group, answers, tones));
  const negative = tones?.filter((tone) => tone === "negative").length ?? 0;
  const positive = tones?.filter((tone) => tone === "positive").length ?? 0;
  return {
    analyzed: answers.length,
    language,
    sentiment: tones ? { positive, negative, neutral: answers.length - positive - negative } : null,
    themes,
    complaints: themes.filter((theme) => theme.tone === "negative").slice(0, MAX_COMPLAINTS),
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
