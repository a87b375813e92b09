import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { AiProviderConfig } from "../../config/config";
import { AppError } from "../../lib/app-error";
import type { AiAdapter } from "./ai-adapter";
import { buildGenerationMessages } from "./generation-prompt";
import { parseGeneratedSurvey } from "./parse-generated-survey";

export interface OpenAiCompatibleOptions extends AiProviderConfig {
  /** The whole call's budget, retries included. */
  timeoutMs?: number;
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A provider's failure in words a user may see: never the key, never a long provider dump. */
function describeFailure(error: unknown, timedOut: boolean, timeoutMs: number, apiKey: string): string {
  let detail: string;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    detail = `the AI provider did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
  } else if (error instanceof APIUserAbortError) {
    detail = "the request was cancelled";
  } else if (error instanceof APIConnectionError) {
    detail = "could not reach the AI provider";
  } else if (error instanceof APIError) {
    detail = error.message || `the AI provider answered ${error.status ?? "with an error"}`;
  } else {
    detail = "unexpected error";
  }
  // A provider may echo the key it was sent (some do on 401); keys look like sk-… on most.
  return detail
    .split(apiKey)
    .join("***")
    .replace(/\bsk-[A-Za-z0-9_-]{6,}/g, "sk-***")
    .slice(0, 300);
}

/** Any endpoint that speaks OpenAI's chat-completions protocol (OpenAI, Azure-style gateways, Ollama, vLLM…). */
export function createOpenAiCompatibleAi(options: OpenAiCompatibleOptions): AiAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    // Only what the config says: no OPENAI_ORG_ID / OPENAI_PROJECT_ID picked up from the environment.
    organization: null,
    project: null,
  });

  return {
    kind: "openai",
    generateSurvey: async (prompt, signal) => {
      const deadline = AbortSignal.timeout(timeoutMs);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: buildGenerationMessages(prompt),
            response_format: { type: "json_object" },
          },
          { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
        );
        content = completion.choices[0]?.message.content;
      } catch (error) {
        throw new AppError("AI_GENERATION_FAILED", {
          message: `AI survey generation failed: ${describeFailure(error, deadline.aborted, timeoutMs, options.apiKey)}`,
        });
      }
      return parseGeneratedSurvey(content);
    },
  };
}
