import type { DisplayLogic } from "@sondar/core/surveys/display-logic";
import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QuestionEditor } from "./question-editor";
import { initTestI18n } from "../../../lib/test-i18n";
import { createQuestion } from "@sondar/core/surveys/create-question";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

function survey(logic: DisplayLogic | null = null): Question[] {
  return [
    { ...createQuestion("yes-no", "q1"), title: "Coffee?" },
    { ...createQuestion("text", "q2"), title: "Your name" },
    { ...createQuestion("multiple-choice", "q3"), title: "Brew", options: ["Espresso", "Latte"] } as Question,
    { ...createQuestion("text", "q4"), title: "Why that brew?", displayLogic: logic },
    { ...createQuestion("rating", "q5"), title: "Later" },
  ];
}

/** The builder's role: keeps the survey's questions and edits the one at `at`. */
function Harness({ initial, at = 3, onChange }: { initial: Question[]; at?: number; onChange: (q: Question) => void }) {
  const [questions, setQuestions] = useState(initial);
  return (
    <QuestionEditor
      surveyId="s1"
      question={questions[at] as Question}
      index={at}
      allQuestions={questions}
      onChange={(next) => {
        onChange(next);
        setQuestions((all) => all.map((q) => (q.id === next.id ? next : q)));
      }}
    />
  );
}

const lastLogic = (fn: ReturnType<typeof vi.fn>) => (fn.mock.calls.at(-1)?.[0] as Question).displayLogic;
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("DisplayLogicEditor", () => {
  it("adds a condition on the nearest earlier question with fixed answers and names the rule in plain words", () => {
    const onChange = vi.fn();
    render(<Harness initial={survey()} onChange={onChange} />);
    screen.getByText("Always shown: this question has no conditions.");

    fireEvent.click(screen.getByRole("button", { name: "Add condition" }));
    expect(lastLogic(onChange)).toEqual({ match: "all", conditions: [{ questionId: "q3", operator: "equals", value: "" }] });
    screen.getByText("Incomplete: this condition will be removed when saving.");
    // Only earlier questions a condition can read: not the text question, not later ones.
    expect(optionTexts(screen.getByRole("combobox", { name: "The answer to" }))).toEqual([
      "Choose a question",
      "Q1: Coffee?",
      "Q3: Brew",
    ]);

    fireEvent.change(screen.getByRole("combobox", { name: "Value" }), { target: { value: "Espresso" } });
    expect(lastLogic(onChange)?.conditions[0]).toEqual({ questionId: "q3", operator: "equals", value: "Espresso" });
    screen.getByText("Show this question when the answer to Q3: Brew is “Espresso”.");
    screen.getByRole("group", { name: "1. When the answer to Q3: Brew is “Espresso”" });
  });

  it("switches between all and any, picks another question (clearing the value), and clears to null", () => {
    const onChange = vi.fn();
    const logic: DisplayLogic = {
      match: "all",
      conditions: [
        { questionId: "q1", operator: "equals", value: "Yes" },
        { questionId: "q3", operator: "not_equals", value: "Latte" },
      ],
    };
    render(<Harness initial={survey(logic)} onChange={onChange} />);
    screen.getByText("Show this question when the answer to Q1: Coffee? is “Yes” and the answer to Q3: Brew is not “Latte”.");

    fireEvent.click(screen.getByRole("radio", { name: "Any condition is met" }));
    expect(lastLogic(onChange)?.match).toBe("any");
    screen.getByText(/is “Yes” or the answer to Q3/);

    const second = screen.getByRole("group", { name: /^2\./ });
    fireEvent.change(within(second).getByRole("combobox", { name: "The answer to" }), { target: { value: "q1" } });
    expect(lastLogic(onChange)?.conditions[1]).toEqual({ questionId: "q1", operator: "not_equals", value: "" });

    fireEvent.click(screen.getByRole("button", { name: "Remove condition 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove condition 1" }));
    expect(lastLogic(onChange)).toBeNull();
    screen.getByText("Always shown: this question has no conditions.");
  });

  it("warns of a condition on a question that is not earlier", () => {
    const logic: DisplayLogic = { match: "all", conditions: [{ questionId: "q5", operator: "equals", value: "3" }] };
    render(<Harness initial={survey(logic)} onChange={vi.fn()} />);
    screen.getByText(/depends on a question that is not before this one/);
    expect(screen.getByRole("combobox", { name: "The answer to" })).toHaveProperty("value", "q5");
  });

  it("cannot add a condition to the first question", () => {
    render(<Harness initial={survey()} at={0} onChange={vi.fn()} />);
    const add = screen.getByRole("button", { name: "Add condition" });
    expect(add).toHaveProperty("disabled", true);
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    screen.getByText(/Conditions need an earlier question with fixed answers/);
  });
});
