import type { BranchingRule } from "@sondar/core/surveys/branching-rule";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withAction } from "./branching-editor";
import { QuestionEditor } from "./question-editor";
import { initTestI18n } from "../../../lib/test-i18n";
import { makeQuestion } from "./test-setup";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const LONG_OPTION = "A very long option label that goes past thirty characters";

function survey(rules: BranchingRule[]): Question[] {
  return [
    { ...makeQuestion("multiple-choice", "q1"), title: "First question", options: ["Alpha", "Beta"] },
    {
      ...makeQuestion("multiple-choice", "q2"),
      title: "Second",
      options: [LONG_OPTION, "Short"],
      branchingRules: rules,
    },
    { ...createQuestion("text", "q3"), title: "Third question with a very long title that goes on" },
    { ...createQuestion("yes-no", "q4"), title: "Fourth" },
  ];
}

/** The builder's role: keeps the survey's questions and edits the second one. */
function Harness({ initial, onChange }: { initial: Question[]; onChange: (q: Question) => void }) {
  const [questions, setQuestions] = useState(initial);
  const question = questions[1] as Question;
  return (
    <QuestionEditor
      surveyId="s1"
      question={question}
      index={1}
      allQuestions={questions}
      onChange={(next) => {
        onChange(next);
        setQuestions((all) => all.map((q) => (q.id === next.id ? next : q)));
      }}
    />
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);
const lastRules = (fn: ReturnType<typeof vi.fn>) => (fn.mock.calls.at(-1)?.[0] as Question).branchingRules;

describe("BranchingEditor", () => {
  it("adds a rule and tells that incomplete rules are removed when saving", () => {
    const onChange = vi.fn();
    render(<Harness initial={survey([])} onChange={onChange} />);
    screen.getByText(/Rules without a value, or go-to rules without a target, are removed when saving\./);

    fireEvent.click(screen.getByRole("button", { name: "Add rule" }));

    expect(lastRules(onChange)).toEqual([
      { id: expect.any(String), condition: { operator: "equals", value: "" }, action: { type: "goto" } },
    ]);
    screen.getByText("Incomplete: this rule will be removed when saving.");
    fireEvent.click(screen.getByRole("button", { name: "Remove rule 1" }));
    expect(lastRules(onChange)).toEqual([]);
  });

  it("offers the question's options (cut to 30 characters) as values and the six operators", () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={survey([{ id: "r1", condition: { operator: "equals", value: "" }, action: { type: "end_survey" } }])}
        onChange={onChange}
      />,
    );
    const value = screen.getByRole("combobox", { name: "Value" });
    expect(optionTexts(value)).toEqual(["Choose a value", "A very long option label that ...", "Short"]);
    fireEvent.change(value, { target: { value: LONG_OPTION } });
    expect(lastRules(onChange)[0]?.condition.value).toBe(LONG_OPTION);

    expect(optionTexts(screen.getByRole("combobox", { name: "If the answer" }))).toEqual([
      "Equals",
      "Does not equal",
      "Contains",
      "Does not contain",
      "Is less than",
      "Is more than",
    ]);
  });

  it("offers only later questions as go-to targets", () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={survey([{ id: "r1", condition: { operator: "equals", value: "Short" }, action: { type: "goto" } }])}
        onChange={onChange}
      />,
    );
    const target = screen.getByRole("combobox", { name: "Go to" });
    expect(optionTexts(target)).toEqual(["Choose a question", "Q3: Third question with a very lon...", "Q4: Fourth"]);

    fireEvent.change(target, { target: { value: "q4" } });
    expect(lastRules(onChange)[0]?.action).toEqual({ type: "goto", targetQuestionId: "q4" });
  });

  it("offers only earlier questions as skip sources and later ones as skip targets", () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={survey([
          { id: "r1", condition: { operator: "equals", value: "Short" }, action: { type: "goto", targetQuestionId: "q3" } },
        ])}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Then" }), { target: { value: "skip_question" } });
    expect(lastRules(onChange)[0]?.action).toEqual({ type: "skip_question", targetQuestionId: "q3" });

    const source = screen.getByRole("combobox", { name: "Based on the answer to" });
    expect(optionTexts(source)).toEqual(["Choose a question", "Q1: First question"]);
    const skipTarget = screen.getByRole("combobox", { name: "Question to skip" });
    expect(optionTexts(skipTarget)).toEqual(["Choose a question", "Q3: Third question with a very lon...", "Q4: Fourth"]);

    // Choosing the source makes the value list that question's answers, starting empty.
    fireEvent.change(source, { target: { value: "q1" } });
    expect(lastRules(onChange)[0]?.condition).toEqual({ operator: "equals", value: "", sourceQuestionId: "q1" });
    expect(optionTexts(screen.getByRole("combobox", { name: "Value" }))).toEqual(["Choose a value", "Alpha", "Beta"]);
    screen.getByRole("combobox", { name: "If the answer to Q1: First question" });

    // end_survey drops the target and the source.
    fireEvent.change(screen.getByRole("combobox", { name: "Then" }), { target: { value: "end_survey" } });
    expect(lastRules(onChange)[0]).toEqual({
      id: "r1",
      condition: { operator: "equals", value: "" },
      action: { type: "end_survey" },
    });
  });

  it("lists Yes/No, rating and scale values", () => {
    const questions: Question[] = [
      { ...createQuestion("yes-no", "y") },
      { ...makeQuestion("rating", "r"), maxRating: 3 },
      { ...makeQuestion("scale", "s"), scaleSettings: { min: 0, max: 2, step: 0.5 } },
    ];
    const rule: BranchingRule = { condition: { operator: "equals", value: "" }, action: { type: "end_survey" } };
    const expected = [
      ["Choose a value", "Yes", "No"],
      ["Choose a value", "1", "2", "3"],
      ["Choose a value", "0", "0.5", "1", "1.5", "2"],
    ];
    questions.forEach((q, i) => {
      const question = { ...q, branchingRules: [rule] };
      render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={vi.fn()} />);
      expect(optionTexts(screen.getByRole("combobox", { name: "Value" }))).toEqual(expected[i]);
      cleanup();
    });
  });

  it("withAction keeps a still-valid target and never a source outside skip rules", () => {
    const rule: BranchingRule = {
      condition: { operator: "contains", value: "x", sourceQuestionId: "q1" },
      action: { type: "skip_question", targetQuestionId: "q3" },
    };
    expect(withAction(rule, "goto", new Set(["q3"]))).toEqual({
      condition: { operator: "contains", value: "" },
      action: { type: "goto", targetQuestionId: "q3" },
    });
    expect(withAction(rule, "goto", new Set())).toEqual({
      condition: { operator: "contains", value: "" },
      action: { type: "goto" },
    });
  });
});
