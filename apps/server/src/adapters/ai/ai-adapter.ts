import type { AnalysisContent } from "@sondar/core/ai/analysis-result";
import type { AskAnswer } from "@sondar/core/ai/ask-data";
import type { AskDataInput, SurveyAnalysisInput } from "@sondar/core/ai/analysis-input";
import type { GeneratedSurvey } from "@sondar/core/ai/generated-survey";
import type { Language } from "@sondar/core/i18n/languages";

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
