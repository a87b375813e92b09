import { poolQuotes } from "@sondar/core/ai/analysis-result";
import { editedThemeLabel, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import { percentOf } from "@sondar/core/responses/survey-summary";
import { MAX_COMPLAINTS, type TextInsights } from "./analyze-texts";
import type { Theme } from "./group-themes";

/**
 * One question's themes after the creator's edits (docs/product/ai.md#editable-themes), before
 * any sentence or cross-tab is written from them: renamed, hidden, and merged by answer, so an
 * answer in two merged themes counts once.
 */
export function editThemes(questionId: string, insights: TextInsights, edits: readonly ThemeEdit[]): TextInsights {
  if (!edits.some((edit) => edit.questionId === questionId)) return insights;
  const byLabel = new Map<string, Theme[]>();
  for (const theme of insights.themes) {
    const label = editedThemeLabel(edits, questionId, theme.term);
    if (label !== null) byLabel.set(label, [...(byLabel.get(label) ?? []), theme]);
  }
  const themes = [...byLabel].map(([label, parts]): Theme => {
    const members = [...new Set(parts.flatMap((part) => part.answerIndexes))].sort((a, b) => a - b);
    const [largest] = [...parts].sort((a, b) => b.mentions - a.mentions);
    return {
      term: label,
      mentions: members.length,
      share: percentOf(members.length, insights.analyzed),
      tone: largest?.tone ?? null,
      quotes: poolQuotes(parts.map((part) => part.quotes)),
      answerIndexes: members,
    };
  });
  themes.sort((a, b) => b.mentions - a.mentions);
  return { ...insights, themes, complaints: themes.filter((theme) => theme.tone === "negative").slice(0, MAX_COMPLAINTS) };
}
