import { expect, it, vi } from "vitest";
import { createOpenAiCompatibleAi } from "./openai-compatible-ai";
import { cafeSurveyData } from "./local/analysis/test-sample-survey-data";

// The SDK is imported on the first call; here that import fails as a missing package would.
vi.mock("openai", () => {
  throw new Error("Cannot find package 'openai'");
});

const ai = createOpenAiCompatibleAi({ baseUrl: "http://127.0.0.1:9/v1", apiKey: "sk-test-0123456789", model: "m" });

it("reports a missing SDK as the provider failures the adapter already names", async () => {
  await expect(ai.generateSurvey("Feedback for our annual tech conference")).rejects.toMatchObject({
    code: "AI_GENERATION_FAILED",
    message: "AI survey generation failed: unexpected error",
  });
  await expect(ai.analyzeSurvey({ data: cafeSurveyData(), textAnswers: {} })).rejects.toMatchObject({
    code: "AI_CONNECTION_FAILED",
    cause: "unexpected error",
  });
});
