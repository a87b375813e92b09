import { describe, expect, it } from "vitest";
import type { DisplayLogic } from "../surveys/display-logic";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { applyDisplayLogic } from "./display-logic";
import { getNextStep, getVisitedPath } from "./next-step";

const q = (input: QuestionInput): Question => questionSchema.parse(input);
const when = (questionId: string, value: string, match: DisplayLogic["match"] = "all"): DisplayLogic => ({
  match,
  conditions: [{ questionId, operator: "equals", value }],
});

// Q1 Coffee? → Q2 only for Yes → Q3 only when Q2 says "Espresso" → Q4 always.
const survey = [
  q({ id: "coffee", type: "yes-no" }),
  q({ id: "kind", type: "multiple-choice", options: ["Espresso", "Latte"], required: true, displayLogic: when("coffee", "Yes") }),
  q({ id: "sugar", type: "yes-no", required: true, displayLogic: when("kind", "Espresso") }),
  q({ id: "end", type: "text" }),
];

describe("applyDisplayLogic", () => {
  it("shows a question whose conditions hold and hides it, answer and all, when they do not", () => {
    expect(applyDisplayLogic(survey, { coffee: "Yes", kind: "Latte" })).toEqual({
      hidden: new Set(["sugar"]),
      answers: { coffee: "Yes", kind: "Latte" },
    });
    expect(applyDisplayLogic(survey, { coffee: "No", kind: "Latte", end: "x" })).toEqual({
      hidden: new Set(["kind", "sugar"]),
      answers: { coffee: "No", end: "x" },
    });
  });

  it("decides on earlier answers only as they stand: a question hidden by another's hiding is hidden too", () => {
    // "kind" still holds Espresso from before the respondent changed coffee to No.
    const view = applyDisplayLogic(survey, { coffee: "No", kind: "Espresso", sugar: "Yes" });
    expect([...view.hidden]).toEqual(["kind", "sugar"]);
    expect(view.answers).toEqual({ coffee: "No" });
  });

  it("hides an unanswered condition's question, whatever the operator (as branching never fires on no answer)", () => {
    const notNo = [
      survey[0]!,
      q({
        id: "x",
        type: "text",
        displayLogic: { match: "all", conditions: [{ questionId: "coffee", operator: "not_equals", value: "No" }] },
      }),
    ];
    expect(applyDisplayLogic(notNo, {}).hidden).toEqual(new Set(["x"]));
    expect(applyDisplayLogic(notNo, { coffee: "Yes" }).hidden).toEqual(new Set());
  });

  it("needs every condition for 'all' and one for 'any'", () => {
    const conditions = [
      { questionId: "a", operator: "more_than", value: "3" },
      { questionId: "b", operator: "contains", value: "tea" },
    ] as const;
    const build = (match: DisplayLogic["match"]) => [
      q({ id: "a", type: "rating" }),
      q({ id: "b", type: "text" }),
      q({ id: "c", type: "text", displayLogic: { match, conditions: [...conditions] } }),
    ];
    const one = { a: 5, b: "coffee" };
    const both = { a: 5, b: "Green TEA" };
    expect(applyDisplayLogic(build("all"), one).hidden.has("c")).toBe(true);
    expect(applyDisplayLogic(build("all"), both).hidden.has("c")).toBe(false);
    expect(applyDisplayLogic(build("any"), one).hidden.has("c")).toBe(false);
    expect(applyDisplayLogic(build("any"), {}).hidden.has("c")).toBe(true);
  });

  it("ignores conditions on a question that is not earlier, so the first question is always shown", () => {
    const odd = [
      q({ id: "first", type: "yes-no", displayLogic: when("second", "Yes") }),
      q({
        id: "second",
        type: "yes-no",
        displayLogic: {
          match: "all",
          conditions: [
            { questionId: "second", operator: "equals", value: "Yes" },
            { questionId: "gone", operator: "equals", value: "x" },
          ],
        },
      }),
    ];
    expect(applyDisplayLogic(odd, { first: "No", second: "No" }).hidden).toEqual(new Set());
    expect(getVisitedPath(odd, {})).toEqual([0, 1]);
  });
});

describe("display logic in the respondent's way through the survey", () => {
  it("passes over hidden questions going forward", () => {
    expect(getVisitedPath(survey, { coffee: "No" })).toEqual([0, 3]);
    expect(getVisitedPath(survey, { coffee: "Yes", kind: "Espresso" })).toEqual([0, 1, 2, 3]);
    expect(getNextStep(survey, 0, { coffee: "No" })).toEqual({ kind: "question", index: 3 });
    expect(applyDisplayLogic(survey, { coffee: "Yes", kind: "Latte" }).hidden).toEqual(new Set(["sugar"]));
  });

  it("lands a go-to rule aimed at a hidden question on the next shown one", () => {
    const withGoto = survey.map((question) =>
      question.id === "coffee"
        ? {
            ...question,
            branchingRules: [
              {
                condition: { operator: "equals" as const, value: "No" },
                action: { type: "goto" as const, targetQuestionId: "kind" },
              },
            ],
          }
        : question,
    );
    expect(getNextStep(withGoto, 0, { coffee: "No" })).toEqual({ kind: "question", index: 3 });
  });
});
