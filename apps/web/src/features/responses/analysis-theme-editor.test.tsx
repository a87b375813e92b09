import type { AnalysisTheme } from "@sondar/core/ai/analysis-result";
import type { ThemeEdit } from "@sondar/core/ai/theme-edits";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { AnalysisThemes } from "./analysis-themes";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const theme = (label: string): AnalysisTheme => ({
  questionId: "q_comments",
  questionTitle: "Anything else?",
  label,
  count: 10,
  share: 20,
  tone: "negative",
  quotes: [],
});
const THEMES = [theme("late delivery"), theme("cold food")];

function renderEditable(edits: ThemeEdit[] = []) {
  const save = vi.fn();
  render(<AnalysisThemes surveyId="s1" themes={THEMES} editing={{ edits, save, pending: false }} />);
  return save;
}

describe("editing themes", () => {
  it("renames a theme from its own form", () => {
    const save = renderEditable();
    const toggle = screen.getByRole("button", { name: "Edit “late delivery”" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(screen.getByLabelText("New name"), { target: { value: "slow deliveries" } });
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(save).toHaveBeenCalledWith([
      { action: "rename", questionId: "q_comments", label: "late delivery", to: "slow deliveries" },
    ]);
  });

  it("merges into another theme of the same question, or hides it", () => {
    const save = renderEditable();
    fireEvent.click(screen.getByRole("button", { name: "Edit “cold food”" }));
    expect((screen.getByLabelText("Merge into") as HTMLSelectElement).value).toBe("late delivery");
    fireEvent.click(screen.getByRole("button", { name: "Merge" }));
    expect(save).toHaveBeenLastCalledWith([
      { action: "merge", questionId: "q_comments", label: "cold food", into: "late delivery" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Edit “cold food”" }));
    fireEvent.click(screen.getByRole("button", { name: "Hide theme" }));
    expect(save).toHaveBeenLastCalledWith([{ action: "hide", questionId: "q_comments", label: "cold food" }]);
  });

  it("lists the saved changes, each with Undo", () => {
    const hidden: ThemeEdit = { action: "hide", questionId: "q_comments", label: "<b>app</b>" };
    const save = renderEditable([hidden]);
    expect(screen.getByText("“<b>app</b>” hidden")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo: “<b>app</b>” hidden" }));
    expect(save).toHaveBeenCalledWith([]);
  });

  it("merges into a theme still listed when the one chosen has gone", () => {
    const save = vi.fn();
    const editing = { edits: [], save, pending: false };
    const themes = [theme("late delivery"), theme("cold food"), theme("app")];
    const { rerender } = render(<AnalysisThemes surveyId="s1" themes={themes} editing={editing} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit “app”" }));
    fireEvent.change(screen.getByLabelText("Merge into"), { target: { value: "cold food" } });
    // "cold food" is hidden elsewhere and leaves the list while this form is open.
    rerender(
      <AnalysisThemes surveyId="s1" themes={[themes[0] as AnalysisTheme, themes[2] as AnalysisTheme]} editing={editing} />,
    );
    expect((screen.getByLabelText("Merge into") as HTMLSelectElement).value).toBe("late delivery");
    fireEvent.click(screen.getByRole("button", { name: "Merge" }));
    expect(save).toHaveBeenCalledWith([{ action: "merge", questionId: "q_comments", label: "app", into: "late delivery" }]);
  });

  it("points its button at the form only while the form is shown", () => {
    renderEditable();
    const toggle = screen.getByRole("button", { name: "Edit “late delivery”" });
    expect(toggle.hasAttribute("aria-controls")).toBe(false);
    fireEvent.click(toggle);
    const controlled = toggle.getAttribute("aria-controls");
    expect(controlled && document.getElementById(controlled)?.contains(screen.getByLabelText("New name"))).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.hasAttribute("aria-controls")).toBe(false);
  });
});
