import { describe, expect, it } from "vitest";
import { cleanBranchingRules, cleanQuestionRules, truncateForPicker, type BranchingRule } from "./branching-rule";
import { QUESTION_TYPES } from "../question-types/question-types";
import { createQuestion } from "./create-question";
import { questionSchema } from "./question-schema";
import { surveyContentSchema } from "./survey-schema";

describe("question model", () => {
  it("creates every one of the 19 types with valid defaults", () => {
    expect(QUESTION_TYPES).toHaveLength(19);
    for (const type of QUESTION_TYPES) {
      const q = createQuestion(type, `q_${type}`);
      expect(q).toMatchObject({ id: `q_${type}`, type, title: "New Question", required: false });
      expect(questionSchema.safeParse(q).success).toBe(true);
    }
  });

  it("gives editor defaults: scale 0–10 step 1, rating 5, agreement likert, 10 MB single upload", () => {
    expect(createQuestion("scale", "a")).toMatchObject({ scaleSettings: { min: 0, max: 10, step: 1 } });
    expect(createQuestion("rating", "b")).toMatchObject({ maxRating: 5 });
    expect(createQuestion("likert", "c")).toMatchObject({
      likertScale: { type: "agreement", labels: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"] },
    });
    expect(createQuestion("file-upload", "d")).toMatchObject({ fileUploadSettings: { maxSizeInMB: 10, maxFiles: 1 } });
  });

  it("makes client question ids of the form q_{timestamp}_{random}", () => {
    expect(createQuestion("text").id).toMatch(/^q_\d{13}_[0-9a-z]+$/);
  });

  it("refuses settings outside their limits", () => {
    expect(questionSchema.safeParse({ id: "r", type: "rating", maxRating: 4 }).success).toBe(false);
    expect(
      questionSchema.safeParse({
        id: "f",
        type: "file-upload",
        fileUploadSettings: { allowedTypes: [], maxSizeInMB: 101, maxFiles: 1 },
      }).success,
    ).toBe(false);
    expect(
      questionSchema.safeParse({
        id: "f",
        type: "file-upload",
        fileUploadSettings: { allowedTypes: [], maxSizeInMB: 5, maxFiles: 11 },
      }).success,
    ).toBe(false);
    expect(questionSchema.safeParse({ id: "s", type: "scale", scaleSettings: { min: 5, max: 5, step: 1 } }).success).toBe(false);
    expect(questionSchema.safeParse({ id: "n", type: "number", numberSettings: { min: 10, max: 1 } }).success).toBe(false);
    expect(questionSchema.safeParse({ id: "x", type: "nonsense" }).success).toBe(false);
    const sevenImages = Array.from({ length: 7 }, (_, i) => ({
      id: `i${i}`,
      url: `/uploads/00000000-0000-4000-8000-00000000000${i}`,
      filename: "u.png",
      size: 1,
      uploadedAt: "",
    }));
    expect(questionSchema.safeParse({ id: "t", type: "text", images: sevenImages }).success).toBe(false);
  });
});

describe("survey content", () => {
  it("defaults an empty title to 'Untitled Survey' and fills settings", () => {
    const survey = surveyContentSchema.parse({ title: "  " });
    expect(survey.title).toBe("Untitled Survey");
    expect(survey.settings).toMatchObject({ theme: "auto", hideTitle: false, showRedirectButton: false });
  });

  it("accepts only http(s) redirect URLs", () => {
    const ok = surveyContentSchema.safeParse({ title: "t", settings: { redirectUrl: "https://example.com/thanks" } });
    expect(ok.success).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://x.org", "not a url"]) {
      expect(surveyContentSchema.safeParse({ title: "t", settings: { redirectUrl: bad } }).success).toBe(false);
    }
  });

  it("refuses two questions with one id", () => {
    const q = createQuestion("text", "same");
    expect(surveyContentSchema.safeParse({ title: "t", questions: [q, q] }).success).toBe(false);
  });
});

describe("branching clean-up on save", () => {
  const rule = (value: string, type: BranchingRule["action"]["type"], targetQuestionId?: string): BranchingRule => ({
    condition: { operator: "equals", value },
    action: { type, ...(targetQuestionId ? { targetQuestionId } : {}) },
  });

  it("drops rules with an empty value and goto rules without a target, keeping end and skip rules", () => {
    const kept = cleanBranchingRules([
      rule("", "end_survey"),
      rule("Yes", "goto"),
      rule("Yes", "goto", "q2"),
      rule("No", "end_survey"),
      rule("Maybe", "skip_question"),
    ]);
    expect(kept.map((r) => [r.condition.value, r.action.type])).toEqual([
      ["Yes", "goto"],
      ["No", "end_survey"],
      ["Maybe", "skip_question"],
    ]);
  });

  it("truncates picker labels at 30 characters", () => {
    expect(truncateForPicker("a".repeat(30))).toBe("a".repeat(30));
    expect(truncateForPicker("b".repeat(31))).toBe(`${"b".repeat(30)}...`);
  });
});

describe("cleanQuestionRules and display logic", () => {
  it("drops display conditions without a value or on a deleted question, and logic left empty, keeping a moved one", () => {
    const condition = (questionId: string, value = "Yes") => ({ questionId, operator: "equals" as const, value });
    const [a, b, c] = cleanQuestionRules([
      questionSchema.parse({ id: "a", type: "yes-no" }),
      questionSchema.parse({
        id: "b",
        type: "yes-no",
        displayLogic: { match: "all", conditions: [condition("a"), condition("a", " "), condition("gone"), condition("c")] },
      }),
      questionSchema.parse({ id: "c", type: "yes-no", displayLogic: { match: "any", conditions: [condition("gone")] } }),
    ]);
    expect(a?.displayLogic).toBeNull();
    expect(b?.displayLogic).toEqual({ match: "all", conditions: [condition("a"), condition("c")] });
    expect(c?.displayLogic).toBeNull();
  });
});
