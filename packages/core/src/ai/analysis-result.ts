import { z } from "zod";
import { FALLBACK_LANGUAGE, LANGUAGES } from "../i18n/languages";

/** The analysis samples the first 5 answers of each text question (docs/product/ai.md#response-analysis). */
export const TEXT_SAMPLES_PER_QUESTION = 5;
/** Analysis is advised from this many responses on (docs/product/ai.md#response-analysis). */
export const ADVISED_MIN_RESPONSES = 5;
export const MAX_CUSTOM_PROMPT = 2000;

/** What an AI provider must return, before the server stamps it (docs/product/ai.md#response-analysis). */
export const analysisContentSchema = z.object({
  summary: z.string().trim().min(1).max(5000),
  keyInsights: z.array(z.string().trim().min(1).max(1000)).min(1).max(20),
  recommendations: z.array(z.string().trim().min(1).max(1000)).min(1).max(20),
});
export type AnalysisContent = z.output<typeof analysisContentSchema>;

/** The AI analysis result as the API returns it and the JSON export holds it. */
export interface AnalysisResult extends AnalysisContent {
  generatedAt: string;
  responseCount: number;
}

export const analysisRequestSchema = z.object({
  status: z.enum(["complete", "partial", "all"]).default("complete"),
  customPrompt: z.string().trim().max(MAX_CUSTOM_PROMPT).optional(),
  /** The language the creator reads the app in; the analysis is written in it. */
  language: z.enum(LANGUAGES).default(FALLBACK_LANGUAGE),
});
export type AnalysisRequest = z.output<typeof analysisRequestSchema>;
