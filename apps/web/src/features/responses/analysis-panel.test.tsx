import type { AnalysisResult, AnalysisTheme } from "@sondar/core/ai/analysis-result";
import { applyThemeEdits, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAt, setUpScreenTests, stubApi, type ApiCall } from "../../lib/test-app";
import { AnalysisPanel } from "./analysis-panel";

setUpScreenTests();

const theme = (label: string, count: number): AnalysisTheme => ({
  questionId: "q_comments",
  questionTitle: "Anything else?",
  label,
  count,
  share: count * 10,
  tone: "negative",
  quotes: [],
});

const RESULT: AnalysisResult = {
  summary: "Deliveries came late.",
  keyInsights: ["Late deliveries"],
  recommendations: ["Hire couriers"],
  themes: [theme("late delivery", 4), theme("cold food", 3), theme("app", 2)],
  generatedAt: "2026-11-27T10:00:00.000Z",
  responseCount: 10,
};

/** The API as the panel sees it: an analysis, and theme edits saved as sent unless `failSave`. */
function stub(options: { edits?: ThemeEdit[]; failSave?: boolean; failAgain?: boolean } = {}): ApiCall[] {
  let analyses = 0;
  return stubApi((call) => {
    if (call.path === "/api/surveys/s1/analysis") {
      analyses += 1;
      if (options.failAgain && analyses > 1) return apiError(502, "AI_NO_RESPONSE", "");
      return json(200, applyThemeEdits(RESULT, options.edits ?? []));
    }
    if (call.path === "/api/surveys/s1/theme-edits" && call.method === "GET") return json(200, { edits: options.edits ?? [] });
    if (call.path === "/api/surveys/s1/theme-edits" && call.method === "PUT")
      return options.failSave ? apiError(500, "INTERNAL", "") : json(200, call.body);
    return undefined;
  });
}

const render = () =>
  renderAt(
    <AnalysisPanel id="ai" surveyId="s1" surveyTitle="Food" status="complete" responseCount={10} />,
    "/surveys/s1/responses",
  );

async function analyze() {
  fireEvent.click(screen.getByRole("button", { name: "Analyze Responses" }));
  return screen.findByRole("region", { name: "Analysis result" });
}

const themeLabels = (result: HTMLElement) =>
  within(result)
    .getAllByRole("button", { name: /^Edit “/ })
    .map((button) => button.textContent);

describe("theme edits on the analysis shown", () => {
  it("shows a saved change on the result on screen without analyzing again, and moves focus to the changes", async () => {
    const calls = stub();
    render();
    const result = await analyze();
    fireEvent.click(within(result).getByRole("button", { name: "Edit “cold food”" }));
    fireEvent.change(within(result).getByLabelText("New name"), { target: { value: "cold meals" } });
    fireEvent.click(within(result).getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(themeLabels(result)).toContain("Edit “cold meals”"));
    expect(calls.filter((c) => c.path === "/api/surveys/s1/analysis")).toHaveLength(1);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      edits: [{ action: "rename", questionId: "q_comments", label: "cold food", to: "cold meals" }],
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Your theme changes"));
    expect(result.getAttribute("aria-busy")).toBe("false");

    // Merging, then undoing the rename, is shown from the same result too.
    fireEvent.click(within(result).getByRole("button", { name: "Edit “app”" }));
    fireEvent.change(within(result).getByLabelText("Merge into"), { target: { value: "late delivery" } });
    fireEvent.click(within(result).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(within(result).queryByRole("button", { name: "Edit “app”" })).toBeNull());
    expect(within(result).getByText(/^6 answers/)).toBeTruthy();
    fireEvent.click(within(result).getByRole("button", { name: /^Undo: .*cold meals/ }));
    await waitFor(() => expect(themeLabels(result)).toContain("Edit “cold food”"));
    expect(calls.filter((c) => c.path === "/api/surveys/s1/analysis")).toHaveLength(1);
    // A change made since the analysis is undone from the result it was applied to.
    fireEvent.click(within(result).getByRole("button", { name: /^Undo: .*app/ }));
    await waitFor(() => expect(themeLabels(result)).toContain("Edit “app”"));
    expect(screen.queryByText(/at the next analysis/)).toBeNull();
    expect(calls.filter((c) => c.path === "/api/surveys/s1/analysis")).toHaveLength(1);
  });

  it("says an undone merge the analysis already applied shows at the next analysis", async () => {
    // The server returned the result with "app" merged: its part cannot be taken back out on screen.
    const calls = stub({ edits: [{ action: "merge", questionId: "q_comments", label: "app", into: "late delivery" }] });
    render();
    const result = await analyze();
    expect(within(result).getByText(/^6 answers/)).toBeTruthy();
    fireEvent.click(within(result).getByRole("button", { name: /^Undo: .*app/ }));
    expect(await screen.findByText(/at the next analysis/)).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/surveys/s1/analysis")).toHaveLength(1);
  });

  it("keeps the result, its changes and its export when saving a change or a new analysis fails", async () => {
    stub({ failSave: true, failAgain: true, edits: [{ action: "hide", questionId: "q_comments", label: "app" }] });
    render();
    const result = await analyze();
    fireEvent.click(within(result).getByRole("button", { name: "Edit “cold food”" }));
    fireEvent.click(within(result).getByRole("button", { name: "Hide theme" }));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Analysis result" })).toBe(result);
    expect(themeLabels(result)).toContain("Edit “cold food”");
    expect(within(result).getByRole("button", { name: /^Undo: / })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText("No response from analysis service")).toBeTruthy();
    const kept = screen.getByRole("region", { name: "Analysis result" });
    expect(within(kept).getByRole("button", { name: /^Undo: / })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeTruthy();
  });
});

describe("a plan that does not allow analysis", () => {
  it("disables Analyze Responses and Ask with the reason for analysing, and sends nothing", async () => {
    const calls = stub();
    renderAt(
      <AnalysisPanel
        id="ai"
        surveyId="s1"
        surveyTitle="Food"
        status="complete"
        responseCount={10}
        planRefusal="SUBSCRIPTION_REQUIRED_ANALYSIS"
      />,
      "/surveys/s1/responses",
    );
    const analyze = screen.getByRole("button", { name: "Analyze Responses" });
    const ask = screen.getByRole("button", { name: "Ask" });
    for (const button of [analyze, ask]) {
      expect(button.hasAttribute("disabled")).toBe(true);
      const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
      expect(reason?.textContent).toContain("You need a Pro subscription to analyze responses.");
    }
    expect(screen.queryByText(/edit, publish or delete/)).toBeNull();
    const reason = screen.getByText("You need a Pro subscription to analyze responses.").closest("[role=status]") as HTMLElement;
    within(reason).getByRole("link", { name: "Upgrade to Pro" });
    fireEvent.click(analyze);
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toEqual([]));
  });
});
