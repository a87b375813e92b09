import { z } from "zod";
import type { AnalysisContent, AnalysisTheme, CrossTabTheme } from "./analysis-result";
import { poolQuotes, themeQuotes, withQuotes } from "./analysis-result";

const questionId = z.string().min(1).max(200);
const label = z.string().trim().min(1).max(120);

/**
 * A creator's choice about one theme of a free-text question, by the label the analysis gave it
 * (docs/product/ai.md#editable-themes): call it something else, count it under another theme,
 * or leave it out.
 */
export const themeEditSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("rename"), questionId, label, to: label }),
  z.object({ action: z.literal("merge"), questionId, label, into: label }),
  z.object({ action: z.literal("hide"), questionId, label }),
]);
export type ThemeEdit = z.output<typeof themeEditSchema>;

export const MAX_THEME_EDITS = 200;

/** A survey's theme edits, as the creator saves them: the whole list each time, one edit per theme. */
export const themeEditsSchema = z.object({
  edits: z
    .array(themeEditSchema)
    .max(MAX_THEME_EDITS)
    .refine((edits) => new Set(edits.map((e) => `${e.questionId}\u0000${e.label}`)).size === edits.length, {
      message: "One edit per theme",
    }),
});
export type ThemeEdits = z.output<typeof themeEditsSchema>;

/**
 * The label a theme is shown under after the creator's edits, or null when it is hidden. A merge
 * follows its target's own edit ("slow courier" into "late delivery", renamed "late orders"); a
 * circle of merges stops where it would repeat.
 */
export function editedThemeLabel(edits: readonly ThemeEdit[], questionId: string, label: string): string | null {
  const byLabel = new Map(edits.filter((e) => e.questionId === questionId).map((e) => [e.label, e]));
  const seen = new Set<string>();
  let current = label;
  for (;;) {
    const edit = byLabel.get(current);
    if (!edit || seen.has(current)) return current;
    seen.add(current);
    if (edit.action === "hide") return null;
    if (edit.action === "rename") return edit.to;
    current = edit.into;
  }
}

/** Themes that now share a label, as one: counts and shares added (capped), the larger's tone, quotes pooled. */
function mergeSameLabel<T extends { label: string; count: number; share: number; tone: AnalysisTheme["tone"] }>(
  themes: readonly T[],
  key: (theme: T) => string,
  combine: (into: T, from: T) => T,
): T[] {
  const merged = new Map<string, T>();
  for (const theme of themes) {
    const found = merged.get(key(theme));
    merged.set(
      key(theme),
      found
        ? combine(
            {
              ...found,
              share: Math.min(100, found.share + theme.share),
              count: found.count + theme.count,
              tone: theme.count > found.count ? theme.tone : found.tone,
            },
            theme,
          )
        : theme,
    );
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

/**
 * An analysis result with the survey's theme edits applied to its themes and cross-tabs, for
 * results whose answers are no longer at hand (a provider's): a merged theme's count is the sum
 * of its parts, so an answer in both counts twice; the local engine merges by answer instead.
 */
export function applyThemeEdits<T extends Pick<AnalysisContent, "themes" | "crossTabs">>(
  content: T,
  edits: readonly ThemeEdit[],
): T {
  if (edits.length === 0) return content;
  const relabel = <U extends { label: string }>(questionId: string, items: readonly U[]): U[] =>
    items.flatMap((item) => {
      const to = editedThemeLabel(edits, questionId, item.label);
      return to === null ? [] : [{ ...item, label: to }];
    });
  const themes = content.themes
    ? mergeSameLabel<AnalysisTheme>(
        content.themes.flatMap((t) => relabel(t.questionId, [t])),
        (t) => `${t.questionId}\u0000${t.label}`,
        // Each quote keeps its response, so a merged theme's quotes still open the right ones.
        (into, from) => withQuotes(into, poolQuotes([themeQuotes(into), themeQuotes(from)])),
      )
    : undefined;
  const crossTabs = content.crossTabs?.flatMap((tab) => {
    const tabThemes = mergeSameLabel<CrossTabTheme>(
      relabel(tab.textQuestionId, tab.themes),
      (t) => t.label,
      (into, from) => ({
        ...into,
        count: Math.min(tab.respondents, into.count),
        othersShare:
          into.othersShare === null || from.othersShare === null ? null : Math.min(100, into.othersShare + from.othersShare),
      }),
    );
    return tabThemes.length > 0 ? [{ ...tab, themes: tabThemes }] : [];
  });
  return {
    ...content,
    ...(themes ? { themes } : {}),
    ...(crossTabs ? { crossTabs } : {}),
  };
}

/**
 * The edits that take a result shown with the edits `before` to what `after` would show, by the
 * labels it shows: what the web applies with `applyThemeEdits` to the analysis on screen when the
 * creator changes a theme, rather than running the analysis again (decision 126). `complete` is
 * false when that cannot be done from the result alone: a theme hidden before is shown again, or
 * themes shown as one are parted; those show at the next analysis.
 */
export function themeEditsSince(
  content: Pick<AnalysisContent, "themes" | "crossTabs">,
  before: readonly ThemeEdit[],
  after: readonly ThemeEdit[],
): { edits: ThemeEdit[]; complete: boolean } {
  const shownByQuestion = new Map<string, Set<string>>();
  const labelsShown = [
    ...(content.themes ?? []).map((theme) => [theme.questionId, theme.label] as const),
    ...(content.crossTabs ?? []).flatMap((tab) => tab.themes.map((theme) => [tab.textQuestionId, theme.label] as const)),
  ];
  for (const [questionId, label] of labelsShown)
    shownByQuestion.set(questionId, (shownByQuestion.get(questionId) ?? new Set()).add(label));
  const edits: ThemeEdit[] = [];
  let complete = true;
  for (const [questionId, shown] of shownByQuestion) {
    const named = [...before, ...after].filter((e) => e.questionId === questionId).map((e) => e.label);
    // A label shown because a theme was renamed to it is that theme's, not one of its own.
    const renamedTo = new Set(before.flatMap((e) => (e.questionId === questionId && e.action === "rename" ? [e.to] : [])));
    const originals = [...new Set([...[...shown].filter((label) => !renamedTo.has(label)), ...named])];
    for (const label of originals)
      if (editedThemeLabel(before, questionId, label) === null && editedThemeLabel(after, questionId, label) !== null)
        complete = false;
    for (const label of shown) {
      const parts = originals.filter((o) => editedThemeLabel(before, questionId, o) === label);
      const targets = new Set(parts.map((o) => editedThemeLabel(after, questionId, o)));
      const [to] = targets;
      if (targets.size !== 1 || to === undefined) {
        complete = false;
        continue;
      }
      if (to === null) edits.push({ action: "hide", questionId, label });
      else if (to !== label) edits.push({ action: "rename", questionId, label, to });
    }
  }
  return { edits, complete };
}

/** A change the creator makes to a theme as shown (after earlier edits). */
export type ThemeChange = { action: "rename"; to: string } | { action: "merge"; into: string } | { action: "hide" };

/**
 * The labels the analysis gave the themes now shown together as `shown`: every theme renamed to
 * it (two themes renamed to "Z" are one theme on screen), else the theme of that label itself. A
 * theme merged into one of these follows it, so it is not listed.
 */
function originalLabels(edits: readonly ThemeEdit[], questionId: string, shown: string): string[] {
  const renamed = edits.filter((e) => e.questionId === questionId && e.action === "rename" && e.to === shown).map((e) => e.label);
  return renamed.length > 0 ? renamed : [shown];
}

/**
 * The survey's edits with one more change to a theme as the creator sees it: the change applies to
 * every theme shown under that label, replacing their earlier edits, and a merge names its target
 * as the analysis labels it, so the target's own rename still applies. A rename to the label of
 * another theme shown (`others`) is a merge into it: the two are one theme on screen either way,
 * and as a merge a later change of that theme moves both.
 */
export function withThemeChange(
  edits: readonly ThemeEdit[],
  questionId: string,
  shown: string,
  change: ThemeChange,
  others: readonly string[] = [],
): ThemeEdit[] {
  if (change.action === "rename" && change.to !== shown && others.includes(change.to))
    return withThemeChange(edits, questionId, shown, { action: "merge", into: change.to });
  const labels = originalLabels(edits, questionId, shown);
  const rest = edits.filter((e) => !(e.questionId === questionId && labels.includes(e.label)));
  const into = change.action === "merge" ? (originalLabels(edits, questionId, change.into)[0] ?? change.into) : "";
  return [
    ...rest,
    ...labels.flatMap((label): ThemeEdit[] => {
      if (change.action === "rename") return label === change.to ? [] : [{ action: "rename", questionId, label, to: change.to }];
      if (change.action === "merge") return [{ action: "merge", questionId, label, into }];
      return [{ action: "hide", questionId, label }];
    }),
  ];
}
