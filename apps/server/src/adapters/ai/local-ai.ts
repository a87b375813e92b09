import type { AiAdapter } from "./ai-adapter";
import { generateLocalSurvey } from "./local/generate-local-survey";
import { parseGeneratedSurvey } from "./parse-generated-survey";

/** The offline engine: deterministic, no network, no model weights. */
export function createLocalAi(): AiAdapter {
  return {
    kind: "local",
    // Through the same parser as a provider's answer, so both paths give identical shapes.
    generateSurvey: async (prompt) => parseGeneratedSurvey(generateLocalSurvey(prompt)),
  };
}
