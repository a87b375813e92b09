import { describe, expect, it } from "vitest";
import { generateSurveyRequestSchema } from "./generate-survey-request";

describe("generate-survey request", () => {
  it("carries the interface language as a hint, dropping one the product does not ship", () => {
    expect(generateSurveyRequestSchema.parse({ prompt: " Encuesta ", language: "es" })).toEqual({
      prompt: "Encuesta",
      language: "es",
    });
    expect(generateSurveyRequestSchema.parse({ prompt: "Survey", language: "xx" }).language).toBeUndefined();
    expect(generateSurveyRequestSchema.parse({ prompt: "Survey" }).language).toBeUndefined();
  });

  it("still refuses an empty idea and unknown fields", () => {
    expect(generateSurveyRequestSchema.safeParse({ prompt: "  ", language: "fr" }).success).toBe(false);
    expect(generateSurveyRequestSchema.safeParse({ prompt: "Survey", locale: "fr" }).success).toBe(false);
  });
});
