import { describe, expect, it } from "vitest";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { readStoredQuestions } from "../surveys/read-stored-survey";
import type { BranchingRule } from "../surveys/branching-rule";
import { getNextStep, getPreviousIndex, getVisitedPath, matchesCondition } from "./next-step";

const q = (id: string, branchingRules: BranchingRule[] = [], extra: Partial<QuestionInput> = {}): Question =>
  questionSchema.parse({ id, type: "multiple-choice", options: ["A", "B", "C"], branchingRules, ...extra });

const rule = (
  operator: BranchingRule["condition"]["operator"],
  value: string,
  type: BranchingRule["action"]["type"],
  targetQuestionId?: string,
  sourceQuestionId?: string,
): BranchingRule => ({ condition: { operator, value, sourceQuestionId }, action: { type, targetQuestionId } });

const cond = (operator: BranchingRule["condition"]["operator"], value: string) => ({ operator, value });

describe("matchesCondition", () => {
  it("equals / not_equals compare text, and numbers by value too", () => {
    expect(matchesCondition(cond("equals", "A"), "A")).toBe(true);
    expect(matchesCondition(cond("equals", "A"), "a")).toBe(false);
    expect(matchesCondition(cond("equals", "5"), 5)).toBe(true);
    expect(matchesCondition(cond("equals", "5.0"), 5)).toBe(true);
    expect(matchesCondition(cond("equals", "5.0"), "5")).toBe(false);
    expect(matchesCondition(cond("not_equals", "A"), "B")).toBe(true);
    expect(matchesCondition(cond("not_equals", "5"), 5)).toBe(false);
  });

  it("equals / not_equals on arrays mean includes / does not include", () => {
    expect(matchesCondition(cond("equals", "B"), ["A", "B"])).toBe(true);
    expect(matchesCondition(cond("equals", "C"), ["A", "B"])).toBe(false);
    expect(matchesCondition(cond("not_equals", "C"), ["A", "B"])).toBe(true);
    expect(matchesCondition(cond("not_equals", "A"), ["A", "B"])).toBe(false);
  });

  it("contains / not_contains are case-insensitive substrings; arrays match on any element", () => {
    expect(matchesCondition(cond("contains", "agree"), "Strongly Agree")).toBe(true);
    expect(matchesCondition(cond("contains", "xyz"), "Strongly Agree")).toBe(false);
    expect(matchesCondition(cond("contains", "LUE"), ["Red", "Blue"])).toBe(true);
    expect(matchesCondition(cond("not_contains", "lue"), ["Red", "Blue"])).toBe(false);
    expect(matchesCondition(cond("not_contains", "een"), ["Red", "Blue"])).toBe(true);
    expect(matchesCondition(cond("contains", "1"), 10)).toBe(true);
  });

  it("less_than / more_than are numeric; non-numbers never match", () => {
    expect(matchesCondition(cond("less_than", "3"), 2)).toBe(true);
    expect(matchesCondition(cond("less_than", "3"), 3)).toBe(false);
    expect(matchesCondition(cond("more_than", "3"), "10")).toBe(true);
    expect(matchesCondition(cond("more_than", "3"), "abc")).toBe(false);
    expect(matchesCondition(cond("more_than", "abc"), 10)).toBe(false);
    expect(matchesCondition(cond("less_than", "3"), ["1"])).toBe(false);
    expect(matchesCondition(cond("less_than", "3"), "")).toBe(false);
  });

  it("an unanswered question and an empty rule value match nothing", () => {
    for (const operator of ["equals", "not_equals", "contains", "not_contains", "less_than", "more_than"] as const) {
      expect(matchesCondition(cond(operator, "A"), undefined), operator).toBe(false);
      expect(matchesCondition(cond(operator, "A"), []), operator).toBe(false);
      expect(matchesCondition(cond(operator, "  "), "A"), operator).toBe(false);
    }
    expect(matchesCondition(cond("not_equals", "A"), { row: "B" })).toBe(false);
  });
});

describe("getNextStep", () => {
  it("goes to the next question when no rule matches, and ends after the last", () => {
    const qs = [q("q1", [rule("equals", "A", "end_survey")]), q("q2"), q("q3")];
    expect(getNextStep(qs, 0, { q1: "B" })).toEqual({ kind: "question", index: 1 });
    expect(getNextStep(qs, 2, {})).toEqual({ kind: "end" });
  });

  it("applies the first matching rule in order", () => {
    const qs = [q("q1", [rule("equals", "A", "goto", "q4"), rule("contains", "a", "goto", "q3")]), q("q2"), q("q3"), q("q4")];
    expect(getNextStep(qs, 0, { q1: "A" })).toEqual({ kind: "question", index: 3 });
    const swapped = [q("q1", [rule("contains", "a", "goto", "q3"), rule("equals", "A", "goto", "q4")]), ...qs.slice(1)];
    expect(getNextStep(swapped, 0, { q1: "A" })).toEqual({ kind: "question", index: 2 });
  });

  it("end_survey ends at once", () => {
    const qs = [q("q1"), q("q2", [rule("equals", "C", "end_survey")]), q("q3")];
    expect(getNextStep(qs, 1, { q2: "C" })).toEqual({ kind: "end" });
  });

  it("ignores backward, self and unknown goto targets and falls through to the next rule", () => {
    const qs = [
      q("q1"),
      q("q2", [
        rule("equals", "A", "goto", "q1"),
        rule("equals", "A", "goto", "q2"),
        rule("equals", "A", "goto", "nope"),
        rule("equals", "A", "goto"),
        rule("equals", "A", "goto", "q4"),
      ]),
      q("q3"),
      q("q4"),
    ];
    expect(getNextStep(qs, 1, { q2: "A" })).toEqual({ kind: "question", index: 3 });
    const onlyBackward = [q("q1"), q("q2", [rule("equals", "A", "goto", "q1")]), q("q3")];
    expect(getNextStep(onlyBackward, 1, { q2: "A" })).toEqual({ kind: "question", index: 2 });
  });

  it("does not act on skip_question rules of the answered question itself as a jump", () => {
    const qs = [q("q1", [rule("equals", "A", "skip_question", "q3")]), q("q2"), q("q3"), q("q4")];
    expect(getNextStep(qs, 0, { q1: "A" })).toEqual({ kind: "question", index: 1 });
  });

  it("skips a later question when an earlier question's skip rule matches", () => {
    const qs = [q("q1", [rule("equals", "A", "skip_question", "q2")]), q("q2"), q("q3")];
    expect(getNextStep(qs, 0, { q1: "A" })).toEqual({ kind: "question", index: 2 });
    expect(getNextStep(qs, 0, { q1: "B" })).toEqual({ kind: "question", index: 1 });
  });

  it("reads a skip rule's condition from its source question when one is given", () => {
    const qs = [q("q1"), q("q2", [rule("equals", "A", "skip_question", "q4", "q1")]), q("q3"), q("q4"), q("q5")];
    expect(getNextStep(qs, 2, { q1: "A", q2: "B" })).toEqual({ kind: "question", index: 4 });
    expect(getNextStep(qs, 2, { q1: "B", q2: "A" })).toEqual({ kind: "question", index: 3 });
  });

  it("ignores skip rules whose source is not before the skipped question", () => {
    const qs = [q("q1", [rule("equals", "A", "skip_question", "q2", "q3")]), q("q2"), q("q3")];
    expect(getNextStep(qs, 0, { q3: "A" })).toEqual({ kind: "question", index: 1 });
  });

  it("ends when every remaining question is skipped", () => {
    const qs = [
      q("q1", [rule("equals", "A", "skip_question", "q2"), rule("equals", "A", "skip_question", "q3")]),
      q("q2"),
      q("q3"),
    ];
    expect(getNextStep(qs, 0, { q1: "A" })).toEqual({ kind: "end" });
  });

  it("moves past a goto target that a skip rule hides", () => {
    const qs = [
      q("q1", [rule("equals", "A", "skip_question", "q3")]),
      q("q2", [rule("equals", "B", "goto", "q3")]),
      q("q3"),
      q("q4"),
    ];
    expect(getNextStep(qs, 1, { q1: "A", q2: "B" })).toEqual({ kind: "question", index: 3 });
  });

  it("reads numeric answers for rating rules", () => {
    const rating = q("r", [rule("less_than", "3", "goto", "why")], { type: "rating" });
    const qs = [rating, q("next"), q("why")];
    expect(getNextStep(qs, 0, { r: 2 })).toEqual({ kind: "question", index: 2 });
    expect(getNextStep(qs, 0, { r: 4 })).toEqual({ kind: "question", index: 1 });
  });
});

describe("getVisitedPath", () => {
  it("is empty for a survey without questions and linear without rules", () => {
    expect(getVisitedPath([], {})).toEqual([]);
    expect(getVisitedPath([q("a"), q("b"), q("c")], {})).toEqual([0, 1, 2]);
  });

  it("follows gotos, skips and end_survey", () => {
    const qs = [
      q("q1", [rule("equals", "A", "goto", "q3"), rule("equals", "B", "skip_question", "q4")]),
      q("q2"),
      q("q3", [rule("equals", "C", "end_survey")]),
      q("q4"),
      q("q5"),
    ];
    expect(getVisitedPath(qs, { q1: "A" })).toEqual([0, 2, 3, 4]);
    expect(getVisitedPath(qs, { q1: "A", q3: "C" })).toEqual([0, 2]);
    expect(getVisitedPath(qs, { q1: "B" })).toEqual([0, 1, 2, 4]);
  });
});

describe("getPreviousIndex", () => {
  it("goes back along the path, not to the previous index", () => {
    expect(getPreviousIndex([0, 2, 5], 5)).toBe(2);
    expect(getPreviousIndex([0, 2, 5], 2)).toBe(0);
    expect(getPreviousIndex([0, 2, 5], 0)).toBeNull();
  });

  it("from a question off the path, goes to the nearest visited one before it", () => {
    expect(getPreviousIndex([0, 2, 5], 4)).toBe(2);
    expect(getPreviousIndex([3, 4], 1)).toBeNull();
    expect(getPreviousIndex([], 3)).toBeNull();
  });
});

describe("stored questions without branchingRules", () => {
  it("are walked in order once read back", () => {
    const bare = readStoredQuestions(["a", "b"].map((id) => ({ id, type: "text", required: false })));
    expect(getVisitedPath(bare, { a: "x" })).toEqual([0, 1]);
  });
});
