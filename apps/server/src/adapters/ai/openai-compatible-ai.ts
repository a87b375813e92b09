import type OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { AiProviderConfig } from "../../config/config";
import { AppError } from "../../lib/app-error";
import type { AiAdapter } from "./ai-adapter";
import { buildAnalysisMessages, CONNECTION_CHECK_MESSAGES } from "./analysis-prompt";
import { buildAskMessages, withResponseIds } from "./ask-prompt";
import { describeFailure } from "./describe-failure";
import { LOCAL_ANALYSIS_TEXT_ANSWERS, loadAnalysis } from "./local-ai";
import { buildGenerationMessages } from "./generation-prompt";
import { detectIdeaLanguage } from "./local/detect-idea-language";
import { loadOpenAiSdk, loadedOpenAiSdk } from "./load-openai-sdk";
import { analysisFailed, parseAnalysis } from "./parse-analysis";
import { parseAskReply } from "./parse-ask";
import { parseGeneratedSurvey } from "./parse-generated-survey";

export interface OpenAiCompatibleOptions extends AiProviderConfig {
  /** The whole call's budget, retries included. */
  timeoutMs?: number;
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A healthy provider answers the connection check in a second or two. */
const CONNECTION_CHECK_TIMEOUT_MS = 10_000;
/** A passed check is trusted this long, so Regenerate does not pay for a second one. */
const CONNECTION_CHECK_TTL_MS = 5 * 60_000;

/** The caller's signal and a deadline of `ms`, as one. */
function withDeadline(ms: number, signal: AbortSignal | undefined) {
  const deadline = AbortSignal.timeout(ms);
  return { deadline, signal: signal ? AbortSignal.any([signal, deadline]) : deadline };
}

/** Any endpoint that speaks OpenAI's chat-completions protocol (OpenAI, Azure-style gateways, Ollama, vLLM…). */
export function createOpenAiCompatibleAi(options: OpenAiCompatibleOptions): AiAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Made on the first call (see loadOpenAiSdk), inside the caller's try: a failed import is
  // reported like any other provider failure. The first call also pays the import, ~50 ms.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= loadOpenAiSdk().then(
      (sdk) =>
        new sdk.default({
          apiKey: options.apiKey,
          baseURL: options.baseUrl,
          timeout: timeoutMs,
          maxRetries: options.maxRetries ?? 1,
          // Only what the config says: no OPENAI_ORG_ID / OPENAI_PROJECT_ID picked up from the environment.
          organization: null,
          project: null,
        }),
    ));
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function complete(messages: ChatCompletionMessageParam[], json: boolean, signal: AbortSignal, timeout: number) {
    const completion = await (
      await getClient()
    ).chat.completions.create(
      { model: options.model, messages, ...(json ? { response_format: { type: "json_object" as const } } : {}) },
      { signal, timeout },
    );
    return completion.choices[0]?.message.content;
  }

  /** A small test call before the analysis; a failure is 'Unable to connect to OpenAI…' (docs/product/ai.md). */
  async function checkConnection(signal: AbortSignal | undefined) {
    if (performance.now() - checkedAt < CONNECTION_CHECK_TTL_MS) return;
    const budget = Math.min(timeoutMs, CONNECTION_CHECK_TIMEOUT_MS);
    const call = withDeadline(budget, signal);
    try {
      await complete(CONNECTION_CHECK_MESSAGES, false, call.signal, budget);
    } catch (error) {
      if (signal?.aborted) throw analysisFailed("the request was cancelled");
      const failure = new AppError("AI_CONNECTION_FAILED");
      // For the server log only; the user sees AI_CONNECTION_FAILED's message.
      failure.cause = describeFailure(error, call.deadline.aborted, budget, options.apiKey);
      throw failure;
    }
    checkedAt = performance.now();
  }

  /** A JSON-mode call with survey data, after the connection check; a failure is AI_ANALYSIS_FAILED. */
  async function completeChecked(messages: ChatCompletionMessageParam[], signal: AbortSignal | undefined) {
    await checkConnection(signal);
    const call = withDeadline(timeoutMs, signal);
    try {
      return await complete(messages, true, call.signal, timeoutMs);
    } catch (error) {
      // The provider went away since the last check: check again next time.
      const sdk = loadedOpenAiSdk();
      if (sdk && error instanceof sdk.APIConnectionError) checkedAt = Number.NEGATIVE_INFINITY;
      throw analysisFailed(describeFailure(error, call.deadline.aborted, timeoutMs, options.apiKey));
    }
  }

  return {
    kind: "openai",
    generateSurvey: async (prompt, { language, signal } = {}) => {
      const call = withDeadline(timeoutMs, signal);
      const surveyLanguage = detectIdeaLanguage(prompt, language);
      let content: string | null | undefined;
      try {
        content = await complete(buildGenerationMessages(prompt, surveyLanguage), true, call.signal, timeoutMs);
      } catch (error) {
        throw new AppError("AI_GENERATION_FAILED", {
          message: `AI survey generation failed: ${describeFailure(error, call.deadline.aborted, timeoutMs, options.apiKey)}`,
        });
      }
      return parseGeneratedSurvey(content, surveyLanguage);
    },

    // Themes are counted here on up to as many answers as the local engine reads; the provider
    // still sees only the first 5 of each text question (docs/product/ai.md#response-analysis).
    analysisTextAnswers: LOCAL_ANALYSIS_TEXT_ANSWERS,
    analyzeSurvey: async (input, signal) => {
      const content = await completeChecked(buildAnalysisMessages(input.data, input.customPrompt, input.language), signal);
      // The provider's own themes, cross-tabs and quotes are not kept: it saw 5 answers a question.
      const written = parseAnalysis(content);
      // Themes, cross-tabs and coverage from our own counting, so switching providers changes
      // wording, not numbers (decision 214); the creator's edits apply to them as locally.
      const counted = await (await loadAnalysis())(input);
      return {
        summary: written.summary,
        keyInsights: written.keyInsights,
        recommendations: written.recommendations,
        ...(counted.themes ? { themes: counted.themes } : {}),
        ...(counted.crossTabs ? { crossTabs: counted.crossTabs } : {}),
        ...(counted.textCoverage ? { textCoverage: counted.textCoverage } : {}),
      };
    },
    // The same data block as an analysis, with each sampled answer's response id to cite.
    askData: async (input, signal) => {
      const data = withResponseIds(input.data, input);
      const content = await completeChecked(buildAskMessages(data, input.question, input.language), signal);
      return parseAskReply(content, input.textAnswers, input.answerSources);
    },
  };
}
