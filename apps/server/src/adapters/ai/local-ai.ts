import type { AiAdapter } from "./ai-adapter";
import { analyzeLocalSurvey } from "./local/analysis/analyze-local-survey";
import { generateLocalSurvey } from "./local/generate-local-survey";
import { parseGeneratedSurvey } from "./parse-generated-survey";

/** Recent free-text answers per question the local engine reads: enough for stable themes, bounded in time and memory. */
export const LOCAL_ANALYSIS_TEXT_ANSWERS = 300;

/** The offline engine: deterministic, no network, no model weights. */
export function createLocalAi(): AiAdapter {
  return {
    kind: "local",
    // Through the same parser as a provider's answer, so both paths give identical shapes.
    generateSurvey: async (prompt) => parseGeneratedSurvey(generateLocalSurvey(prompt)),
    analysisTextAnswers: LOCAL_ANALYSIS_TEXT_ANSWERS,
    analyzeSurvey: (input) => analyzeLocalSurvey(input),
  };
}
