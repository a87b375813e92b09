import { describe, expect, it } from "vitest";
import type { AnalysisContent, AnalysisCrossTab, AnalysisTheme } from "./analysis-result";
import {
  applyThemeEdits,
  editedThemeLabel,
  themeEditsSchema,
  themeEditsSince,
  withThemeChange,
  type ThemeEdit,
} from "./theme-edits";

const EDITS: ThemeEdit[] = [
  { action: "rename", questionId: "q", label: "late delivery", to: "late orders" },
  { action: "merge", questionId: "q", label: "slow courier", into: "late delivery" },
  { action: "hide", questionId: "q", label: "app" },
  { action: "merge", questionId: "q", label: "a", into: "b" },
  { action: "merge", questionId: "q", label: "b", into: "a" },
];

/** The delivery's low raters (1–2) of 10, with `themes`. */
const lowRaters = (themes: AnalysisCrossTab["themes"]): AnalysisCrossTab => ({
  segment: "low",
  ratedQuestionId: "r",
  ratedQuestionTitle: "Delivery",
  scoreFrom: 1,
  scoreTo: 2,
  textQuestionId: "q",
  textQuestionTitle: "Anything else?",
  respondents: 10,
  themes,
});

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
    const tab = lowRaters([
      { label: "late delivery", count: 6, share: 60, othersShare: 10, tone: "negative" },
      { label: "slow courier", count: 2, share: 20, othersShare: 5, tone: "negative" },
      { label: "app", count: 2, share: 20, othersShare: 0, tone: "neutral" },
    ]);
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

  it("changes every theme shown under one label, not the first renamed there only", () => {
    const content = { themes: [theme("app", 5, null, []), theme("site", 3, null, []), theme("price", 2, null, [])] };
    const shown = (edits: ThemeEdit[]) => (applyThemeEdits(content, edits).themes ?? []).map((t) => [t.label, t.count]);
    // "app" and "site" were both renamed to "online": one theme of 8 on screen.
    const both: ThemeEdit[] = [
      { action: "rename", questionId: "q", label: "app", to: "online" },
      { action: "rename", questionId: "q", label: "site", to: "online" },
    ];
    expect(shown(both)).toEqual([
      ["online", 8],
      ["price", 2],
    ]);
    expect(shown(withThemeChange(both, "q", "online", { action: "hide" }))).toEqual([["price", 2]]);
    expect(shown(withThemeChange(both, "q", "online", { action: "rename", to: "digital" }))).toEqual([
      ["digital", 8],
      ["price", 2],
    ]);
    expect(shown(withThemeChange(both, "q", "online", { action: "merge", into: "price" }))).toEqual([["price", 10]]);
    expect(withThemeChange(both, "q", "online", { action: "rename", to: "app" })).toEqual([
      { action: "rename", questionId: "q", label: "site", to: "app" },
    ]);
  });

  it("turns a rename onto another shown theme's label into a merge, so a later change moves both", () => {
    const content = { themes: [theme("app", 5, null, []), theme("site", 3, null, [])] };
    const shown = (edits: ThemeEdit[]) => (applyThemeEdits(content, edits).themes ?? []).map((t) => [t.label, t.count]);
    const onto = withThemeChange([], "q", "app", { action: "rename", to: "site" }, ["site"]);
    expect(onto).toEqual([{ action: "merge", questionId: "q", label: "app", into: "site" }]);
    expect(shown(onto)).toEqual([["site", 8]]);
    expect(shown(withThemeChange(onto, "q", "site", { action: "hide" }))).toEqual([]);
    expect(shown(withThemeChange(onto, "q", "site", { action: "rename", to: "online" }))).toEqual([["online", 8]]);
  });
});

describe("edits since the result on screen", () => {
  const base = { themes: [theme("app", 5, null, []), theme("site", 3, null, []), theme("price", 2, null, [])] };
  const labels = (content: Pick<AnalysisContent, "themes">) => (content.themes ?? []).map((t) => [t.label, t.count]);
  /** What the web shows: the result as the server edited it with `before`, then the edits since, applied to it. */
  const onScreen = (before: ThemeEdit[], after: ThemeEdit[]) => {
    const shown = applyThemeEdits(base, before);
    const since = themeEditsSince(shown, before, after);
    return { ...since, content: applyThemeEdits(shown, since.edits) };
  };

  it("shows a later rename, merge or hide as the server would", () => {
    const renamed: ThemeEdit[] = [{ action: "rename", questionId: "q", label: "app", to: "mobile" }];
    for (const after of [
      renamed,
      [...renamed, { action: "merge", questionId: "q", label: "site", into: "app" } as const],
      [...renamed, { action: "hide", questionId: "q", label: "price" } as const],
      [
        { action: "rename", questionId: "q", label: "app", to: "online" },
        { action: "rename", questionId: "q", label: "site", to: "online" },
      ] as ThemeEdit[],
    ]) {
      const screen = onScreen(renamed, after);
      expect(screen.complete).toBe(true);
      expect(labels(screen.content)).toEqual(labels(applyThemeEdits(base, after)));
    }
  });

  it("undoes a rename from the result, and says when an undo needs the next analysis", () => {
    const renamed: ThemeEdit[] = [{ action: "rename", questionId: "q", label: "app", to: "mobile" }];
    expect(labels(onScreen(renamed, []).content)).toEqual(labels(base));
    // A hidden theme is not in the result, and a merged one's part cannot be told apart.
    const hidden: ThemeEdit[] = [{ action: "hide", questionId: "q", label: "price" }];
    expect(onScreen(hidden, [])).toMatchObject({ complete: false });
    const merged: ThemeEdit[] = [{ action: "merge", questionId: "q", label: "site", into: "app" }];
    const parted = onScreen(merged, []);
    expect(parted.complete).toBe(false);
    expect(labels(parted.content)).toEqual([
      ["app", 8],
      ["price", 2],
    ]);
  });

  it("relabels cross-tabs the same way", () => {
    const tab = lowRaters([{ label: "app", count: 2, share: 50, othersShare: 10, tone: "neutral" }]);
    const since = themeEditsSince({ crossTabs: [tab] }, [], [{ action: "rename", questionId: "q", label: "app", to: "mobile" }]);
    expect(since).toEqual({ edits: [{ action: "rename", questionId: "q", label: "app", to: "mobile" }], complete: true });
  });
});
