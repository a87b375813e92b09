import type { AnalysisSurveyData } from "./analysis-survey-data";
import type { ThemeEdit } from "./theme-edits";
import type { Language } from "../i18n/languages";

// What an analysis or a question about the responses reads, whichever engine answers: the local
// one and an OpenAI-compatible provider get the same input.

/** Who gave a free-text answer: the response's id and its scores on the survey's rated questions. */
export interface AnswerSource {
  responseId: string;
  scores: Readonly<Record<string, number>>;
}

/** One answer to a choice question: the options it picked, and its response. */
export interface ChoiceAnswerSource {
  responseId: string;
  picked: readonly string[];
}

/** What one analysis of a survey's responses reads. */
export interface SurveyAnalysisInput {
  /** Per-question statistics and the first answers of free-text questions (docs/product/ai.md#response-analysis). */
  data: AnalysisSurveyData;
  /** Free-text answers per question id, most recent first, at most the adapter's `analysisTextAnswers` each. */
  textAnswers: Readonly<Record<string, readonly string[]>>;
  /** For each of `textAnswers` (same order), who gave it: what cross-tabs are read from. */
  answerSources?: Readonly<Record<string, readonly AnswerSource[]>>;
  /** The creator's renamed, merged and hidden themes for this survey (docs/product/ai.md#editable-themes). */
  themeEdits?: readonly ThemeEdit[];
  /** The creator's own instruction (never respondent text). */
  customPrompt?: string;
  /** The language the creator reads the app in: the analysis is written in it (English when unset). */
  language?: Language;
}

/** What answering one question about a survey's responses reads (docs/product/ai.md#ask-your-data). */
export interface AskDataInput extends Pick<SurveyAnalysisInput, "data" | "textAnswers" | "language" | "themeEdits"> {
  /** The creator's question: data to answer, never instructions. */
  question: string;
  /** For each of `textAnswers` (same order), who gave it: the responses an answer cites. */
  answerSources: Readonly<Record<string, readonly AnswerSource[]>>;
  /**
   * The newest answers to the single and multiple choice questions, per question id, each with
   * its response: what a count reads beside the written answers (an option named by the term).
   */
  choiceAnswers?: Readonly<Record<string, readonly ChoiceAnswerSource[]>>;
}
