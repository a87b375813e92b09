import type { GeneratedSurvey } from "@sondar/core/ai/generated-survey";

/**
 * The AI features behind one interface: the local engine (default, offline) or an
 * OpenAI-compatible provider. Response analysis will join `generateSurvey` here.
 */
export interface AiAdapter {
  kind: "local" | "openai";
  /**
   * Turns a free-text survey idea into a title, a description and questions with fresh ids
   * and every default filled in. Throws AppError AI_GENERATION_FAILED or AI_INVALID_RESPONSE.
   */
  generateSurvey: (prompt: string, signal?: AbortSignal) => Promise<GeneratedSurvey>;
}
