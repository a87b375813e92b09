import { describe, expect, it } from "vitest";
import type { BranchingRule } from "../surveys/branching-rule";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { completionPercent, completionQualityFor } from "./completion-quality";

const question = (id: string, extra: Partial<QuestionInput> = {}): Question =>
  questionSchema.parse({ id, type: "text", title: id, ...extra });

const endWhen = (value: string): BranchingRule => ({
  condition: { operator: "equals", value },
  action: { type: "end_survey" },
});
const goToWhen = (value: string, targetQuestionId: string): BranchingRule => ({
  condition: { operator: "equals", value },
  action: { type: "goto", targetQuestionId },
});

/** "Are you a customer?" No ends the survey; Yes leads on to five questions about the product. */
const customerSurvey = [
  question("q_customer", { type: "yes-no", branchingRules: [endWhen("No")] }),
  question("q_since"),
  question("q_like"),
  question("q_dislike"),
  question("q_support"),
  question("q_more"),
];

describe("completionPercent", () => {
  it("counts the questions on the respondent's own path: one answer to a survey that ended there is all of it", () => {
    const percent = completionPercent(customerSurvey, { q_customer: "No" });
    expect(percent).toBe(100);
    expect(completionQualityFor(percent)).toBe("high");
  });

  it("leaves out the questions a goto jumped over, and counts the ones after where it landed", () => {
    const questions = [
      question("q_plan", { type: "multiple-choice", options: ["Free", "Pro"], branchingRules: [goToWhen("Free", "q_price")] }),
      question("q_pro_1"),
      question("q_pro_2"),
      question("q_price"),
      question("q_other"),
    ];
    expect(completionPercent(questions, { q_plan: "Free", q_price: "Too high", q_other: "No" })).toBe(100);
    // On the same path, an unanswered question still counts against the response: 2 of 3.
    expect(completionPercent(questions, { q_plan: "Free", q_price: "Too high" })).toBe(67);
    // The long path: 2 of 5.
    expect(completionPercent(questions, { q_plan: "Pro", q_pro_1: "Yes" })).toBe(40);
  });

  it("leaves out a question a skip rule hid, and statements on the path", () => {
    const questions = [
      question("q_pets", {
        type: "yes-no",
        branchingRules: [
          { condition: { operator: "equals", value: "No" }, action: { type: "skip_question", targetQuestionId: "q_kind" } },
        ],
      }),
      question("q_kind"),
      question("q_thanks", { type: "statement" }),
      question("q_last"),
    ];
    expect(completionPercent(questions, { q_pets: "No", q_last: "Bye" })).toBe(100);
    expect(completionPercent(questions, { q_pets: "Yes", q_last: "Bye" })).toBe(67);
  });

  it("reads a partial response along the path its answers so far lead to", () => {
    // Yes leads on: one of six answered.
    expect(completionPercent(customerSurvey, { q_customer: "Yes" })).toBe(17);
    expect(completionPercent(customerSurvey, {})).toBe(0);
  });

  it("counts a path of statements only as complete", () => {
    expect(completionPercent([question("q_hello", { type: "statement" })], {})).toBe(100);
  });
});
