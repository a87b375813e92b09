import { describe, expect, it } from "vitest";
import type { BranchingRule } from "../surveys/branching-rule";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { validateSubmission } from "./validate-submission";

const q = (input: QuestionInput): Question => questionSchema.parse(input);
const skip = (value: string, target: string): BranchingRule => ({
  condition: { operator: "equals", value },
  action: { type: "skip_question", targetQuestionId: target },
});

const survey = [
  q({ id: "likes", type: "yes-no", required: true, branchingRules: [skip("No", "why")] }),
  q({ id: "why", type: "textarea", required: true }),
  q({ id: "intro", type: "statement", required: true }),
  q({ id: "age", type: "number", numberSettings: { min: 18, max: 120 } }),
  q({ id: "mail", type: "email" }),
  q({ id: "end", type: "yes-no", required: true }),
];

describe("validateSubmission", () => {
  it("accepts a complete, valid submission and returns the answers to store", () => {
    const raw = { likes: "Yes", why: "Fast", intro: "acknowledged", age: 30, end: "No" };
    expect(validateSubmission(survey, raw, { complete: true })).toEqual({ ok: true, answers: raw });
  });

  it("drops answers to unknown questions and empty answers", () => {
    const raw = { likes: "Yes", why: "Fast", end: "No", ghost: "boo", mail: "  ", age: "" };
    expect(validateSubmission(survey, raw, { complete: true })).toEqual({
      ok: true,
      answers: { likes: "Yes", why: "Fast", end: "No" },
    });
  });

  it("reports unreadable answers under '_'", () => {
    for (const raw of [null, "answers", { likes: true }, { likes: "x".repeat(10_001) }]) {
      const result = validateSubmission(survey, raw, { complete: false });
      expect(result.ok, JSON.stringify(raw)?.slice(0, 40)).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(["_"]);
    }
  });

  it("reports text the database cannot store under '_', naming the question", () => {
    expect(validateSubmission(survey, { likes: "Yes", why: "a\u0000b" }, { complete: false })).toEqual({
      ok: false,
      errors: { _: "Invalid answers: why: Text must not contain NUL characters or unpaired UTF-16 surrogates" },
    });
  });

  it("reports each invalid answer under its question id with its message", () => {
    const raw = { likes: "Maybe", why: "Fast", age: 12, mail: "nope", end: "Yes" };
    const result = validateSubmission(survey, raw, { complete: true });
    expect(result).toEqual({
      ok: false,
      errors: {
        likes: "Please answer Yes or No",
        age: "Please enter a number between 18 and 120",
        mail: "Please enter a valid email address",
      },
    });
  });

  it("when complete, requires the required questions on the path, never statements", () => {
    const result = validateSubmission(survey, { likes: "Yes", age: 40 }, { complete: true });
    expect(result).toEqual({ ok: false, errors: { why: "This question is required", end: "This question is required" } });
  });

  it("does not require a required question that branching skipped", () => {
    expect(validateSubmission(survey, { likes: "No", end: "Yes" }, { complete: true })).toEqual({
      ok: true,
      answers: { likes: "No", end: "Yes" },
    });
  });

  it("does not require questions after an end_survey rule", () => {
    const ending = [
      q({
        id: "a",
        type: "yes-no",
        required: true,
        branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "end_survey" } }],
      }),
      q({ id: "b", type: "text", required: true }),
    ];
    expect(validateSubmission(ending, { a: "No" }, { complete: true }).ok).toBe(true);
    expect(validateSubmission(ending, { a: "Yes" }, { complete: true })).toEqual({
      ok: false,
      errors: { b: "This question is required" },
    });
  });

  it("saves a partial response without asking for required answers, but still checks the given ones", () => {
    expect(validateSubmission(survey, { likes: "Yes" }, { complete: false })).toEqual({ ok: true, answers: { likes: "Yes" } });
    expect(validateSubmission(survey, {}, { complete: false })).toEqual({ ok: true, answers: {} });
    expect(validateSubmission(survey, { age: 7 }, { complete: false })).toEqual({
      ok: false,
      errors: { age: "Please enter a number between 18 and 120" },
    });
  });

  it("stores a ranking only when it was sent: an untouched one is no answer, a confirmed order is", () => {
    const items = ["Item 1", "Item 2", "Item 3"];
    const optional = [q({ id: "rank", type: "ranking", rankingItems: items }), q({ id: "name", type: "text" })];
    expect(validateSubmission(optional, { name: "Ann" }, { complete: true })).toEqual({ ok: true, answers: { name: "Ann" } });
    expect(validateSubmission(optional, { rank: items, name: "Ann" }, { complete: true })).toEqual({
      ok: true,
      answers: { rank: items, name: "Ann" },
    });

    const required = [q({ id: "rank", type: "ranking", required: true, rankingItems: items })];
    expect(validateSubmission(required, {}, { complete: true })).toEqual({
      ok: false,
      errors: { rank: "Move an item or choose Keep this order" },
    });
    expect(validateSubmission(required, { rank: items }, { complete: true })).toEqual({ ok: true, answers: { rank: items } });
  });

  it("drops answers to questions display logic hides, even wrong ones, and never requires them", () => {
    const shownFor = (value: string) => ({
      match: "all" as const,
      conditions: [{ questionId: "likes", operator: "equals" as const, value }],
    });
    const survey = [
      q({ id: "likes", type: "yes-no", required: true }),
      q({ id: "why", type: "textarea", required: true, displayLogic: shownFor("Yes") }),
      q({ id: "age", type: "number", required: true, numberSettings: { min: 18, max: 120 }, displayLogic: shownFor("Yes") }),
    ];
    const stale = { likes: "No", why: "kept from before", age: 7 };
    expect(validateSubmission(survey, stale, { complete: true })).toEqual({ ok: true, answers: { likes: "No" } });
    expect(validateSubmission(survey, stale, { complete: false })).toEqual({ ok: true, answers: { likes: "No" } });
    expect(validateSubmission(survey, { likes: "Yes" }, { complete: true })).toEqual({
      ok: false,
      errors: { why: "This question is required", age: "This question is required" },
    });
  });

  it("stores checkbox picks in the question's order, whatever order the page showed the options in", () => {
    const survey = [q({ id: "fruit", type: "checkbox", options: ["Apple", "Pear", "Plum"], shuffleOptions: true })];
    expect(validateSubmission(survey, { fruit: ["Plum", "Apple"] }, { complete: true })).toEqual({
      ok: true,
      answers: { fruit: ["Apple", "Plum"] },
    });
  });
});
