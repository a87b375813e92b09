import type { AnalysisContent } from "@sondar/core/ai/analysis-result";
import type { AskAnswer } from "@sondar/core/ai/ask-data";
import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { GeneratedSurvey } from "@sondar/core/ai/generated-survey";
import type { ThemeEdit } from "@sondar/core/ai/theme-edits";
import type { Language } from "@sondar/core/i18n/languages";

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

export interface GenerateSurveyOptions {
  /** The language the creator reads the app in: the tie-breaker when the idea's own is unclear. */
  language?: Language;
  signal?: AbortSignal;
}

/**
 * The AI features behind one interface: the local engine (default, offline) or an
 * OpenAI-compatible provider.
 */
export interface AiAdapter {
  kind: "local" | "openai";
  /**
   * Turns a free-text survey idea into a title, a description and questions with fresh ids
   * and every default filled in, written in the idea's language (`language`, the one the
   * creator reads the app in, decides a tie). Throws AppError AI_GENERATION_FAILED or AI_INVALID_RESPONSE.
   */
  generateSurvey: (prompt: string, options?: GenerateSurveyOptions) => Promise<GeneratedSurvey>;
  /** How many recent free-text answers per question `analyzeSurvey` wants in `textAnswers`. */
  analysisTextAnswers: number;
  /**
   * Summary, key insights and recommendations from a survey's responses. Throws AppError
   * AI_CONNECTION_FAILED, AI_NO_RESPONSE or AI_ANALYSIS_FAILED.
   */
  analyzeSurvey: (input: SurveyAnalysisInput, signal?: AbortSignal) => Promise<AnalysisContent>;
  /**
   * Answers a question about a survey's responses with figures, themes, quotes and the
   * responses it used, or says it cannot place the question. Throws like `analyzeSurvey`.
   */
  askData: (input: AskDataInput, signal?: AbortSignal) => Promise<AskAnswer>;
}
