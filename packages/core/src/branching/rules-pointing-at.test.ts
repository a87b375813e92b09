import { describe, expect, it } from "vitest";
import { questionSchema, type Question } from "../surveys/question-schema";
import type { BranchingRule } from "../surveys/branching-rule";
import { listRulesPointingAt } from "./rules-pointing-at";

const goTo = (targetQuestionId: string): BranchingRule => ({
  condition: { operator: "equals", value: "A" },
  action: { type: "goto", targetQuestionId },
});
const q = (id: string, branchingRules: BranchingRule[] = []): Question =>
  questionSchema.parse({ id, type: "multiple-choice", options: ["A", "B"], branchingRules });

describe("listRulesPointingAt", () => {
  it("names every go-to rule that leads to the question, by question and rule position", () => {
    const questions = [
      q("q1", [goTo("q2"), goTo("q3")]),
      q("q2"),
      q("q3", [{ condition: { operator: "equals", value: "B" }, action: { type: "end_survey" } }, goTo("q3b")]),
      q("q4", [goTo("q3")]),
    ];
    expect(listRulesPointingAt(questions, "q3")).toEqual([
      { questionId: "q1", questionIndex: 0, ruleIndex: 1 },
      { questionId: "q4", questionIndex: 3, ruleIndex: 0 },
    ]);
  });

  it("ignores end and skip rules and finds nothing for a question no rule leads to", () => {
    const questions = [
      q("q1", [{ condition: { operator: "equals", value: "A" }, action: { type: "end_survey" } }]),
      q("q2", [{ condition: { operator: "equals", value: "A", sourceQuestionId: "q1" }, action: { type: "skip_question" } }]),
    ];
    expect(listRulesPointingAt(questions, "q1")).toEqual([]);
    expect(listRulesPointingAt(questions, "q2")).toEqual([]);
  });
});
