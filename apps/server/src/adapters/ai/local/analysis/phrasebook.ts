import type { AnalysisCrossTab, CrossTabTheme } from "@sondar/core/ai/analysis-result";
import type { OptionCount } from "@sondar/core/responses/survey-summary";
import type { SentimentCounts, Theme } from "./analyze-texts";
import type { Findings, NpsFinding, NumberFinding, TextFinding } from "./collect-findings";
import type { MatrixFinding, RankingFinding } from "./item-extremes";
import type { Tone } from "./phrases";
import type { RatedScore } from "./rated-scores";

/** When the analyzed responses came in, as YYYY-MM-DD days; null when unknown. */
export type Period = { on: string } | { from: string; to: string } | null;

/** Sentiment counts of open-ended answers. */
export interface ToneCounts {
  analyzed: number;
  positive: number;
  negative: number;
  neutral: number;
}

/** A question's open answers whose sentiment was read. */
export type ScoredText = TextFinding & SentimentCounts;

/**
 * Every sentence the local engine writes, in one language. Each entry returns a whole
 * sentence from raw values, so word order, agreement and number formats are the language's
 * own; the writers decide which sentences to write and in what order. Titles, labels and
 * terms go in as they are, through `quote`.
 */
export interface Phrasebook {
  // Summary
  analyzedResponses(total: number, surveyTitle: string, period: Period): string;
  fewerThanAdvised(advised: number): string;
  npsHeadline(nps: NpsFinding): string;
  highestAndLowest(best: RatedScore, worst: RatedScore): string;
  ratedAlone(score: RatedScore): string;
  openEndedTone(tone: Tone, counts: ToneCounts): string;
  mostCommonAnswer(questionTitle: string, option: OptionCount): string;
  completeShare(rate: number): string;
  focusFirst(questionTitles: readonly string[]): string;

  // Key insights
  onlyFewResponses(total: number, advised: number): string;
  completion(completion: Findings["completion"]): string;
  npsBreakdown(nps: NpsFinding): string;
  highestRated(score: RatedScore): string;
  lowestRated(score: RatedScore): string;
  textTone(text: ScoredText, tone: Tone): string;
  /** The answers are in a language whose sentiment the engine does not read (`text.language`). */
  toneNotRead(text: TextFinding): string;
  recurringThemes(questionTitle: string, themes: readonly Theme[]): string;
  nearTie(questionTitle: string, first: OptionCount, second: OptionCount): string;
  /** Checkbox questions: answers may hold several options. */
  checkboxShare(questionTitle: string, first: OptionCount, answeredCount: number): string;
  /** `clear`: chosen by a clear majority; else merely the most common. */
  leadingAnswer(questionTitle: string, first: OptionCount, answeredCount: number, clear: boolean): string;
  rankingExtremes(ranking: RankingFinding): string;
  matrixExtremes(matrix: MatrixFinding): string;
  numberRange(numbers: NumberFinding): string;
  nothingToCompare(total: number): string;
  /** One theme of a cross-tab: how often the group mentions it, against the others. */
  crossTab(tab: AnalysisCrossTab, theme: CrossTabTheme): string;

  // Recommendations
  collectMore(advised: number): string;
  /** `lowestOfSeveral`: it is the lowest of several rated questions; else it is the only one, below mid-scale. */
  lookIntoWeakest(score: RatedScore, lowestOfSeveral: boolean): string;
  addressComplaint(term: Theme, questionTitle: string): string;
  /** The summary's first sentence: the largest theme of negative answers. */
  mainProblem(theme: Theme, questionTitle: string, analyzed: number): string;
  readNegativeAnswers(text: ScoredText): string;
  contactDetractors(nps: NpsFinding): string;
  convertPassives(nps: NpsFinding): string;
  askPromoters(nps: NpsFinding): string;
  raiseCompletion(rate: number): string;
  tieFollowUp(questionTitle: string, first: OptionCount, second: OptionCount): string;
  reconsiderLastRanked(ranking: RankingFinding): string;
  keepStrength(score: RatedScore): string;
  keepCollecting(): string;
}
