import { QUESTION_TYPES } from "@sondar/core/question-types/question-types";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import i18n from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import es from "../../../../locales/es/translation.json";
import { QuestionEditor } from "./question-editor";
import { initTestI18n } from "../../../lib/test-i18n";
import { makeQuestion } from "./test-setup";
import type { QuestionOf } from "./types";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const mc = (options = ["Red", "Green", "Blue"]): QuestionOf<"multiple-choice"> => ({
  ...makeQuestion("multiple-choice", "q_1"),
  title: "Favourite colour?",
  description: "Pick one",
  required: true,
  options,
});

/** Renders the editor with its own state, like the builder page, and records every emitted question. */
function Stateful({ initial, onChange }: { initial: Question; onChange: (q: Question) => void }) {
  const [question, setQuestion] = useState(initial);
  return (
    <QuestionEditor
      surveyId="s1"
      question={question}
      index={0}
      allQuestions={[question]}
      onChange={(next) => {
        onChange(next);
        setQuestion(next);
      }}
    />
  );
}

const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled;
const lastCall = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as Question;

describe("QuestionEditor: options", () => {
  it("adds an option at the end and leaves the given question untouched", () => {
    const onChange = vi.fn();
    const question = mc();
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    fireEvent.click(screen.getByRole("button", { name: "Add option" }));

    expect(onChange).toHaveBeenCalledTimes(1);
    const next = lastCall(onChange) as QuestionOf<"multiple-choice">;
    expect(next.options).toEqual(["Red", "Green", "Blue", "Option 4"]);
    expect(next).toMatchObject({ id: "q_1", type: "multiple-choice", title: "Favourite colour?", required: true });
    expect(question.options).toEqual(["Red", "Green", "Blue"]);
  });

  it("removes the chosen option", () => {
    const onChange = vi.fn();
    const question = mc();
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    fireEvent.click(screen.getByRole("button", { name: "Remove Option 2" }));

    expect((lastCall(onChange) as QuestionOf<"multiple-choice">).options).toEqual(["Red", "Blue"]);
  });

  it("edits and reorders options", () => {
    const onChange = vi.fn();
    render(<Stateful initial={mc()} onChange={onChange} />);

    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Crimson" } });
    expect((lastCall(onChange) as QuestionOf<"multiple-choice">).options).toEqual(["Crimson", "Green", "Blue"]);

    fireEvent.click(screen.getByRole("button", { name: "Move Option 3 up" }));
    expect((lastCall(onChange) as QuestionOf<"multiple-choice">).options).toEqual(["Crimson", "Blue", "Green"]);
    expect(isDisabled(screen.getByRole("button", { name: "Move Option 1 up" }))).toBe(true);
    expect(isDisabled(screen.getByRole("button", { name: "Move Option 3 down" }))).toBe(true);
  });

  it("keeps each option's stable id through a rename, a move and a removal, and gives a new option a new id", () => {
    const onChange = vi.fn();
    render(<Stateful initial={mc()} onChange={onChange} />);
    const idsNow = () => (lastCall(onChange) as QuestionOf<"multiple-choice">).optionIds;

    // Stored before ids: each label is its id (docs/decisions/245-stable-option-ids.md), saved with the first edit.
    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Crimson" } });
    expect(idsNow()).toEqual(["Red", "Green", "Blue"]);
    fireEvent.click(screen.getByRole("button", { name: "Move Option 3 up" }));
    expect(idsNow()).toEqual(["Red", "Blue", "Green"]);
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    const added = idsNow()?.[3];
    expect(added).toMatch(/^o_[0-9a-z]{8}$/);
    fireEvent.click(screen.getByRole("button", { name: "Remove Option 2" }));
    expect(lastCall(onChange)).toMatchObject({ options: ["Crimson", "Green", "Option 4"], optionIds: ["Red", "Green", added] });
  });

  it("always keeps at least one option", () => {
    const onChange = vi.fn();
    render(<Stateful initial={mc()} onChange={onChange} />);

    fireEvent.click(screen.getByRole("button", { name: "Remove Option 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Option 1" }));
    expect((lastCall(onChange) as QuestionOf<"multiple-choice">).options).toEqual(["Blue"]);

    const lastRemove = screen.getByRole("button", { name: "Remove Option 1" });
    expect(isDisabled(lastRemove)).toBe(true);
    fireEvent.click(lastRemove);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByText("At least 1 entry is required.")).toBeTruthy();
  });

  it("toggles the option shuffle for choice questions", () => {
    const onChange = vi.fn();
    const dropdown = createQuestion("dropdown", "q_1");
    render(<QuestionEditor surveyId="s1" question={dropdown} index={0} allQuestions={[dropdown]} onChange={onChange} />);
    const shuffle = screen.getByRole("switch", { name: "Shuffle the options" });
    expect(shuffle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(shuffle);
    expect(lastCall(onChange)).toMatchObject({ id: "q_1", shuffleOptions: true });
  });

  it("toggles allowOther for multiple-choice only", () => {
    const onChange = vi.fn();
    const question = mc();
    const { rerender } = render(
      <QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole("switch", { name: "Allow an “Other” answer" }));
    expect(lastCall(onChange)).toMatchObject({ allowOther: true });

    const checkbox = { ...createQuestion("checkbox", "q_1") };
    rerender(<QuestionEditor surveyId="s1" question={checkbox} index={0} allQuestions={[checkbox]} onChange={onChange} />);
    expect(screen.queryByRole("switch", { name: "Allow an “Other” answer" })).toBeNull();
  });
});

describe("QuestionEditor: type", () => {
  it("offers the 19 types with readable labels", () => {
    const question = mc();
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={vi.fn()} />);
    const select = screen.getByRole("combobox", { name: "Question type" });
    const options = within(select).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([...QUESTION_TYPES]);
    expect(options.map((o) => o.textContent)).toContain("Multiple choice");
  });

  it("switching to scale keeps id, title, description, required and display logic and starts the scale at 0–10 step 1", () => {
    const onChange = vi.fn();
    const displayLogic = {
      match: "any" as const,
      conditions: [{ questionId: "q_0", operator: "equals" as const, value: "Yes" }],
    };
    const question = {
      ...mc(),
      branchingRules: [{ condition: { operator: "equals" as const, value: "Red" }, action: { type: "end_survey" as const } }],
      displayLogic,
    };
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    fireEvent.change(screen.getByRole("combobox", { name: "Question type" }), { target: { value: "scale" } });

    const next = lastCall(onChange);
    expect(next).toEqual({
      id: "q_1",
      type: "scale",
      title: "Favourite colour?",
      description: "Pick one",
      required: true,
      images: [],
      branchingRules: [],
      displayLogic,
      scaleSettings: { min: 0, max: 10, step: 1 },
    });
    expect("options" in next).toBe(false);
  });

  it("hides the required switch for statements", () => {
    const statement = createQuestion("statement", "q_s");
    render(<QuestionEditor surveyId="s1" question={statement} index={0} allQuestions={[statement]} onChange={vi.fn()} />);
    expect(screen.queryByRole("switch", { name: "Required" })).toBeNull();
    expect(screen.getByText("Respondents read this text and continue; no answer is collected.")).toBeTruthy();
  });

  it("shows the branching editor only for branching types", () => {
    const text = createQuestion("text", "q_t");
    const { rerender } = render(
      <QuestionEditor surveyId="s1" question={text} index={0} allQuestions={[text]} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole("heading", { name: "Branching logic" })).toBeNull();
    const rating = createQuestion("rating", "q_t");
    rerender(<QuestionEditor surveyId="s1" question={rating} index={0} allQuestions={[rating]} onChange={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Branching logic" })).toBeTruthy();
  });
});

describe("QuestionEditor: scale", () => {
  const scale = () => createQuestion("scale", "q_scale");

  it("shows an error and emits nothing while min is not below max", () => {
    const onChange = vi.fn();
    const question = scale();
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    const min = screen.getByRole("spinbutton", { name: "Minimum" });
    fireEvent.change(min, { target: { value: "10" } });

    expect(onChange).not.toHaveBeenCalled();
    const error = screen.getByText("Minimum must be less than maximum.");
    expect(min.getAttribute("aria-invalid")).toBe("true");
    expect(min.getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.getByRole("spinbutton", { name: "Maximum" }).getAttribute("aria-describedby")).toContain(error.id);

    fireEvent.change(min, { target: { value: "11" } });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(min, { target: { value: "1" } });
    expect(lastCall(onChange)).toMatchObject({ scaleSettings: { min: 1, max: 10, step: 1 } });
    expect(screen.queryByText("Minimum must be less than maximum.")).toBeNull();
  });

  it("rejects a step of 0 and a blank maximum", () => {
    const onChange = vi.fn();
    const question = scale();
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    fireEvent.change(screen.getByRole("spinbutton", { name: "Step" }), { target: { value: "0" } });
    expect(screen.getByText("Enter a step greater than 0 and at most 100.")).toBeTruthy();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Maximum" }), { target: { value: "" } });
    expect(screen.getByText("Enter a whole number from -100 to 100.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("QuestionEditor: other settings", () => {
  it("rating picks 3, 5, 7 or 10 from a radio group", () => {
    const onChange = vi.fn();
    const question = createQuestion("rating", "q_r");
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);
    const group = screen.getByRole("radiogroup", { name: "Number of stars" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.textContent),
    ).toEqual(["3", "5", "7", "10"]);
    expect(within(group).getByRole("radio", { name: "5" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(within(group).getByRole("radio", { name: "7" }));
    expect(lastCall(onChange)).toMatchObject({ maxRating: 7 });
  });

  it("likert type loads its five default labels, and labels are editable", () => {
    const onChange = vi.fn();
    const question = createQuestion("likert", "q_l");
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Scale type" }), { target: { value: "frequency" } });
    expect(lastCall(onChange)).toMatchObject({
      likertScale: { type: "frequency", labels: ["Never", "Rarely", "Sometimes", "Often", "Always"] },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Label 3" }), { target: { value: "Unsure" } });
    expect(lastCall(onChange)).toMatchObject({
      likertScale: { type: "agreement", labels: ["Strongly Disagree", "Disagree", "Unsure", "Agree", "Strongly Agree"] },
    });
  });

  it("a creator working in Spanish gets the likert labels and a changed type's starter texts in Spanish", async () => {
    i18n.addResourceBundle("es", "translation", es);
    await i18n.changeLanguage("es");
    try {
      const onChange = vi.fn();
      const question = createQuestion("likert", "q_l", "es");
      render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);
      fireEvent.change(screen.getByRole("combobox", { name: es.questionEditor.likert.type }), {
        target: { value: "frequency" },
      });
      expect(lastCall(onChange)).toMatchObject({
        likertScale: { type: "frequency", labels: ["Nunca", "Rara vez", "A veces", "A menudo", "Siempre"] },
      });
      fireEvent.change(screen.getByRole("combobox", { name: es.questionEditor.type }), { target: { value: "matrix" } });
      expect(lastCall(onChange)).toMatchObject({ type: "matrix", matrixRows: ["Fila 1", "Fila 2"] });
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("file-upload refuses a size or count outside its range with a message, never changing it", () => {
    const onChange = vi.fn();
    const question = createQuestion("file-upload", "q_f");
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);

    const size = screen.getByRole("spinbutton", { name: "Maximum file size (MB)" });
    fireEvent.change(size, { target: { value: "250" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a whole number from 1 to 100. The saved value stays 10.")).toBeTruthy();
    expect(size.getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(size);
    expect((size as HTMLInputElement).value).toBe("250");

    const files = screen.getByRole("spinbutton", { name: "Maximum number of files" });
    fireEvent.change(size, { target: { value: "40" } });
    fireEvent.change(files, { target: { value: "0" } });
    expect(lastCall(onChange)).toMatchObject({ fileUploadSettings: { maxSizeInMB: 40, maxFiles: 1 } });
    expect(screen.getByText("Enter a whole number from 1 to 10. The saved value stays 1.")).toBeTruthy();
    fireEvent.change(files, { target: { value: "2.5" } });
    expect(lastCall(onChange)).toMatchObject({ fileUploadSettings: { maxFiles: 1 } });
    fireEvent.change(files, { target: { value: "3" } });
    expect(lastCall(onChange)).toMatchObject({ fileUploadSettings: { maxSizeInMB: 40, maxFiles: 3 } });

    fireEvent.change(screen.getByRole("textbox", { name: "Allowed file types" }), {
      target: { value: " image/*, .pdf,, .docx " },
    });
    expect(lastCall(onChange)).toMatchObject({ fileUploadSettings: { allowedTypes: ["image/*", ".pdf", ".docx"] } });
  });

  it("number settings refuse a minimum above the maximum", () => {
    const onChange = vi.fn();
    const question = createQuestion("number", "q_n");
    render(<Stateful initial={question} onChange={onChange} />);
    fireEvent.change(screen.getByRole("spinbutton", { name: "Maximum (optional)" }), { target: { value: "5" } });
    expect(lastCall(onChange)).toMatchObject({ numberSettings: { max: 5 } });
    onChange.mockClear();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Minimum (optional)" }), { target: { value: "9" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("Minimum must not be greater than maximum.")).toBeTruthy();
  });

  it("phone format is a radio group", () => {
    const onChange = vi.fn();
    const question = createQuestion("phone", "q_p");
    render(<QuestionEditor surveyId="s1" question={question} index={0} allQuestions={[question]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "International" }));
    expect(lastCall(onChange)).toMatchObject({ phoneSettings: { format: "international" } });
  });
});

describe("QuestionEditor: disabled", () => {
  it.each(QUESTION_TYPES)("disables every field and button of a %s question", (type) => {
    const onChange = vi.fn();
    const question: Question = {
      ...createQuestion(type, "q_d"),
      images: [{ id: "img1", url: "/uploads/a.png", filename: "a.png", size: 10, uploadedAt: "2025-01-01T00:00:00Z", alt: "" }],
      branchingRules: [{ id: "r1", condition: { operator: "equals", value: "" }, action: { type: "goto" } }],
    };
    const other = createQuestion("text", "q_other");
    const { container } = render(
      <QuestionEditor
        surveyId="s1"
        question={question}
        index={0}
        allQuestions={[question, other]}
        disabled
        onChange={onChange}
      />,
    );
    const controls = container.querySelectorAll("input, select, textarea, button");
    expect(controls.length).toBeGreaterThan(3);
    expect([...controls].filter((control) => !isDisabled(control)).map((control) => control.outerHTML)).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
