import { describe, expect, it } from "vitest";
import type { AnalysisCrossTab, AnalysisTheme } from "./analysis-result";
import { applyThemeEdits, editedThemeLabel, themeEditsSchema, withThemeChange, type ThemeEdit } from "./theme-edits";

const EDITS: ThemeEdit[] = [
  { action: "rename", questionId: "q", label: "late delivery", to: "late orders" },
  { action: "merge", questionId: "q", label: "slow courier", into: "late delivery" },
  { action: "hide", questionId: "q", label: "app" },
  { action: "merge", questionId: "q", label: "a", into: "b" },
  { action: "merge", questionId: "q", label: "b", into: "a" },
];

const theme = (label: string, count: number, tone: AnalysisTheme["tone"], quotes: string[]): AnalysisTheme => ({
  questionId: "q",
  questionTitle: "Anything else?",
  label,
  count,
  share: count,
  tone,
  quotes,
});

describe("theme edits", () => {
  it("names a theme by its edit: renamed, merged into another (following that one's edit), hidden", () => {
    expect(editedThemeLabel(EDITS, "q", "late delivery")).toBe("late orders");
    expect(editedThemeLabel(EDITS, "q", "slow courier")).toBe("late orders");
    expect(editedThemeLabel(EDITS, "q", "app")).toBeNull();
    expect(editedThemeLabel(EDITS, "q", "cold food")).toBe("cold food");
    // Edits belong to one question.
    expect(editedThemeLabel(EDITS, "other", "app")).toBe("app");
    // A circle of merges stops instead of looping.
    expect(["a", "b"]).toContain(editedThemeLabel(EDITS, "q", "a"));
  });

  it("applies them to a result's themes and cross-tabs, adding the counts of merged themes", () => {
    const tab: AnalysisCrossTab = {
      segment: "low",
      ratedQuestionId: "r",
      ratedQuestionTitle: "Delivery",
      scoreFrom: 1,
      scoreTo: 2,
      textQuestionId: "q",
      textQuestionTitle: "Anything else?",
      respondents: 10,
      themes: [
        { label: "late delivery", count: 6, share: 60, othersShare: 10, tone: "negative" },
        { label: "slow courier", count: 2, share: 20, othersShare: 5, tone: "negative" },
        { label: "app", count: 2, share: 20, othersShare: 0, tone: "neutral" },
      ],
    };
    const result = applyThemeEdits(
      {
        themes: [
          theme("late delivery", 30, "negative", ["Late again."]),
          theme("app", 20, "neutral", ["The app."]),
          theme("slow courier", 5, "negative", ["Slow courier."]),
        ],
        crossTabs: [tab],
      },
      EDITS,
    );
    expect(result.themes).toEqual([theme("late orders", 35, "negative", ["Late again.", "Slow courier."])]);
    expect(result.crossTabs?.[0]?.themes).toEqual([
      { label: "late orders", count: 8, share: 80, othersShare: 15, tone: "negative" },
    ]);
  });

  it("keeps each merged quote with its own response", () => {
    const result = applyThemeEdits(
      {
        themes: [
          { ...theme("late delivery", 30, "negative", ["Late again."]), quoteResponseIds: ["r_late"] },
          theme("slow courier", 5, "negative", ["Slow courier."]),
          { ...theme("cold food", 3, "negative", ["Cold.", "Late again."]), quoteResponseIds: ["r_cold", "r_other"] },
        ],
      },
      [...EDITS, { action: "merge", questionId: "q", label: "cold food", into: "late orders" }],
    );
    const [merged] = result.themes ?? [];
    expect(merged?.quotes).toEqual(["Late again.", "Slow courier.", "Cold."]);
    // The courier theme had no ids: its quote stays unlinked, the others keep theirs.
    expect(merged?.quoteResponseIds).toEqual(["r_late", null, "r_cold"]);
  });

  it("keeps one edit per theme and leaves a result without edits as it is", () => {
    const twice = { edits: [EDITS[2], { ...EDITS[2], action: "rename", to: "x" }] };
    expect(themeEditsSchema.safeParse(twice).success).toBe(false);
    expect(themeEditsSchema.safeParse({ edits: [{ action: "rename", questionId: "q", label: "a", to: " " }] }).success).toBe(
      false,
    );
    const content = { themes: [theme("app", 2, null, [])] };
    expect(applyThemeEdits(content, [])).toBe(content);
  });
});

describe("a change to a theme as shown", () => {
  it("edits the theme the analysis named, replacing its earlier edit", () => {
    const renamed = withThemeChange([], "q", "late delivery", { action: "rename", to: "slow" });
    expect(renamed).toEqual([{ action: "rename", questionId: "q", label: "late delivery", to: "slow" }]);
    // "slow" is shown now; renaming it again edits "late delivery", and renaming it back removes the edit.
    expect(withThemeChange(renamed, "q", "slow", { action: "rename", to: "slower" })).toEqual([
      { action: "rename", questionId: "q", label: "late delivery", to: "slower" },
    ]);
    expect(withThemeChange(renamed, "q", "slow", { action: "rename", to: "late delivery" })).toEqual([]);
    // Merging into a renamed theme names it as the analysis does, so the rename still applies.
    const merged = withThemeChange(renamed, "q", "cold food", { action: "merge", into: "slow" });
    expect(editedThemeLabel(merged, "q", "cold food")).toBe("slow");
    expect(withThemeChange(merged, "q", "slow", { action: "hide" })).toEqual([
      { action: "merge", questionId: "q", label: "cold food", into: "late delivery" },
      { action: "hide", questionId: "q", label: "late delivery" },
    ]);
  });
});
