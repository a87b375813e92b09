import { ERROR_MESSAGES } from "@sondar/core/errors/error-codes";
import { AppError } from "../../lib/app-error";
import type { AiAdapter } from "./ai-adapter";
import { detectIdeaLanguage } from "./local/detect-idea-language";
import { analysisFailed } from "./parse-analysis";
import { parseGeneratedSurvey } from "./parse-generated-survey";

/** Recent free-text answers per question the local engine reads: enough for stable themes, bounded in time and memory. */
export const LOCAL_ANALYSIS_TEXT_ANSWERS = 300;

/**
 * An engine module imported on its first use rather than at start: wink-nlp and its English
 * model take ~35 MB that most processes never use. The first draft or analysis pays ~60 ms more.
 */
function loadedOnFirstUse<T>(load: () => Promise<T>, failed: () => AppError): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return async () => {
    loading ??= load();
    try {
      return await loading;
    } catch (error) {
      // Reported as the adapter's own failure, with the import error kept for the log.
      const failure = failed();
      failure.cause = error;
      throw failure;
    }
  };
}

const generatorMissing = () =>
  new AppError("AI_GENERATION_FAILED", {
    message: ERROR_MESSAGES.AI_GENERATION_FAILED.replace("{message}", "the local survey generator could not be loaded"),
  });
const analysisMissing = () => analysisFailed("the local analysis engine could not be loaded");

const loadGenerator = loadedOnFirstUse(
  () => import("./local/generate-local-survey").then((m) => m.generateLocalSurvey),
  generatorMissing,
);
/** The local analysis, loaded on first use: the OpenAI-compatible path counts its themes with it too (decision 214). */
export const loadAnalysis = loadedOnFirstUse(
  () => import("./local/analysis/analyze-local-survey").then((m) => m.analyzeLocalSurvey),
  analysisMissing,
);
const loadAsk = loadedOnFirstUse(
  () => import("./local/ask/answer-question").then((m) => m.answerQuestionLocally),
  analysisMissing,
);

/** The offline engine: deterministic, no network, no model weights. */
export function createLocalAi(): AiAdapter {
  return {
    kind: "local",
    // Through the same parser as a provider's answer, so both paths give identical shapes.
    generateSurvey: async (prompt, { language } = {}) => {
      const surveyLanguage = detectIdeaLanguage(prompt, language);
      return parseGeneratedSurvey((await loadGenerator())(prompt, surveyLanguage), surveyLanguage);
    },
    analysisTextAnswers: LOCAL_ANALYSIS_TEXT_ANSWERS,
    analyzeSurvey: async (input) => (await loadAnalysis())(input),
    askData: async (input) => (await loadAsk())(input),
  };
}
