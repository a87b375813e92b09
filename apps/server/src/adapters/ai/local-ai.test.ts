import { expect, it, vi } from "vitest";
import { createLocalAi } from "./local-ai";
import { cafeSurveyData } from "./local/analysis/test-sample-survey-data";

// The engine is imported on the first analysis; here that import fails as a missing package would.
vi.mock("./local/analysis/analyze-local-survey", () => {
  throw new Error("Cannot find package 'wink-nlp'");
});

it("reports an analysis engine that cannot be loaded as a failed analysis, keeping the cause", async () => {
  const error: unknown = await createLocalAi()
    .analyzeSurvey({ data: cafeSurveyData(), textAnswers: {} })
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ code: "AI_ANALYSIS_FAILED" });
  expect(String((error as Error).message)).toContain("the local analysis engine could not be loaded");
  expect((error as Error).cause).toBeInstanceOf(Error);
});
