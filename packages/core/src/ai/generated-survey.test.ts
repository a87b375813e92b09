import { describe, expect, it } from "vitest";
import { generateSurveyRequestSchema } from "./generate-survey-request";
import { generatedSurveySchema } from "./generated-survey";

const valid = {
  title: "Coffee Shop Survey",
  description: "Tell us how we did.",
  questions: [
    { type: "rating", title: "How was your coffee?", required: true },
    { type: "multiple-choice", title: "How often do you visit?", options: ["Daily", "Weekly", "Rarely"] },
    { type: "likert", title: "The staff were friendly.", likertScale: { type: "agreement" } },
    { type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } },
    { type: "textarea", title: "Anything else?" },
  ],
};

describe("AI generation result", () => {
  it("gives every question a fresh id and fills the question schema's defaults", () => {
    const survey = generatedSurveySchema.parse(valid);
    expect(survey.questions).toHaveLength(5);
    const ids = survey.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^q_\d{13}_[0-9a-z]+$/);
    expect(survey.questions[0]).toMatchObject({ type: "rating", maxRating: 5, required: true, images: [], branchingRules: [] });
    expect(survey.questions[1]).toMatchObject({ allowOther: false, description: "", required: false });
    // A likert given only its type gets that type's labels.
    expect(survey.questions[2]).toMatchObject({
      likertScale: { type: "agreement", labels: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"] },
    });
  });

  it("replaces ids and drops images and branching rules a generator sent", () => {
    const survey = generatedSurveySchema.parse({
      ...valid,
      questions: [
        {
          id: "q1",
          type: "yes-no",
          title: "Would you come back?",
          images: [{ id: "i", url: "https://evil.example/x.png", filename: "x.png", size: 1, uploadedAt: "" }],
          branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "end_survey" } }],
        },
      ],
    });
    expect(survey.questions[0]?.id).not.toBe("q1");
    expect(survey.questions[0]).toMatchObject({ images: [], branchingRules: [] });
  });

  it("defaults a missing description and trims the title", () => {
    const survey = generatedSurveySchema.parse({ title: "  Pulse  ", questions: valid.questions });
    expect(survey).toMatchObject({ title: "Pulse", description: "" });
  });

  it("rejects anything the question schema refuses, or a wrong overall shape", () => {
    const bad = (value: unknown) => expect(generatedSurveySchema.safeParse(value).success).toBe(false);
    bad({ ...valid, questions: [{ type: "essay", title: "Write" }] });
    bad({ ...valid, questions: [{ type: "rating", title: "Stars", maxRating: 4 }] });
    bad({ ...valid, questions: [{ type: "text", title: "   " }] });
    bad({ ...valid, questions: [{ type: "text" }] });
    bad({ ...valid, questions: [] });
    bad({ ...valid, questions: Array.from({ length: 21 }, () => ({ type: "text", title: "Why?" })) });
    bad({ ...valid, title: "" });
    bad({ ...valid, title: "x".repeat(201) });
    bad({ ...valid, description: "x".repeat(1001) });
    bad({ survey: valid });
    bad("not an object");
  });
});

describe("generate-survey request", () => {
  it("trims the idea and refuses an empty or overlong one with a clear message", () => {
    expect(generateSurveyRequestSchema.parse({ prompt: "  Coffee shop  " })).toEqual({ prompt: "Coffee shop" });
    const empty = generateSurveyRequestSchema.safeParse({ prompt: "   " });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual(["Describe your survey idea"]);
    const missing = generateSurveyRequestSchema.safeParse({});
    expect(missing.success ? [] : missing.error.issues.map((i) => i.message)).toEqual(["Describe your survey idea"]);
    expect(generateSurveyRequestSchema.safeParse({ prompt: "x".repeat(2001) }).success).toBe(false);
    expect(generateSurveyRequestSchema.safeParse({ prompt: "x".repeat(2000) }).success).toBe(true);
  });
});
