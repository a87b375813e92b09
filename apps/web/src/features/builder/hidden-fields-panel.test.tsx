import { createQuestion } from "@sondar/core/surveys/create-question";
import { MAX_HIDDEN_FIELDS } from "@sondar/core/surveys/hidden-field-rules";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { HiddenFieldsPanel } from "./hidden-fields-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const questions = [{ ...createQuestion("text", "q_name"), title: "Your name?" }];

/** The panel over a list of keys it changes, as the settings panel holds it. */
function Harness({
  initial,
  shareId = null,
  onChange,
}: {
  initial: string[];
  shareId?: string | null;
  onChange?: (keys: string[]) => void;
}) {
  const [keys, setKeys] = useState(initial);
  return (
    <HiddenFieldsPanel
      keys={keys}
      questions={questions}
      shareId={shareId}
      disabled={false}
      onChange={(next) => {
        setKeys(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole("textbox", { name: "Field name" });
const addButton = () => screen.getByRole("button", { name: "Add" });

describe("HiddenFieldsPanel", () => {
  it("adds a key by button or Enter and shows the link that carries the keys", () => {
    const onChange = vi.fn();
    render(<Harness initial={[]} shareId="abc123" onChange={onChange} />);
    expect(screen.getByText("No hidden fields yet.")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "source" } });
    fireEvent.click(addButton());
    fireEvent.change(field(), { target: { value: " customer_id " } });
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(["source", "customer_id"]);
    expect((field() as HTMLInputElement).value).toBe("");
    const list = screen.getByRole("list", { name: "Hidden fields of this survey" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["source", "customer_id"]);
    expect(screen.getByText(`${window.location.origin}/survey/abc123?source=…&customer_id=…`)).toBeTruthy();
  });

  it("says why a key cannot be added, tied to the field, and keeps Add off", () => {
    render(<Harness initial={["source"]} />);
    for (const [typed, message] of [
      ["Source", "Use lower-case letters, digits and _ only, starting with a letter (for example source or customer_id)."],
      ["source", "This hidden field is already declared."],
      ["q_name", "A hidden field can't have the same name as a question's id."],
    ] as const) {
      fireEvent.change(field(), { target: { value: typed } });
      const alert = screen.getByRole("alert");
      expect(alert.textContent, typed).toBe(message);
      expect(field().getAttribute("aria-invalid")).toBe("true");
      expect(field().getAttribute("aria-describedby")).toBe(alert.id);
      expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it("says when the survey has all the fields it may have", () => {
    render(<Harness initial={Array.from({ length: MAX_HIDDEN_FIELDS }, (_, i) => `k${i}`)} />);
    expect(screen.getByRole("alert").textContent).toBe(`A survey can have at most ${MAX_HIDDEN_FIELDS} hidden fields.`);
  });

  it("removes a key with its own labelled button", () => {
    const onChange = vi.fn();
    render(<Harness initial={["source", "campaign"]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove hidden field source" }));
    expect(onChange).toHaveBeenCalledWith(["campaign"]);
  });

  it("lists the recall tokens of the fields and the questions, each with a copy button", () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Harness initial={["source"]} />);
    expect(screen.getByText("{{source}}")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy {{q_name}} (Your name?)" }));
    expect(writeText).toHaveBeenCalledWith("{{q_name}}");
  });
});
