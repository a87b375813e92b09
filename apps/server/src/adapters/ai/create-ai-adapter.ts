import type { Config } from "../../config/config";
import type { AiAdapter } from "./ai-adapter";
import { createLocalAi } from "./local-ai";
import { createOpenAiCompatibleAi } from "./openai-compatible-ai";

/** An OpenAI-compatible provider when AI_BASE_URL and AI_API_KEY are set, otherwise the local engine. */
export function createAiAdapter(config: Config): AiAdapter {
  return config.ai ? createOpenAiCompatibleAi(config.ai) : createLocalAi();
}
