import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { ChoiceSplit } from "./choice-splits";
import type { Findings } from "./collect-findings";
import type { Phrasebook } from "./phrasebook";
import { toneOf, type Line } from "./phrases";

function splitText(split: ChoiceSplit, say: Phrasebook): string {
  const { first, second, title } = split;
  if (split.kind === "tie" && second) return say.nearTie(title, first, second);
  return split.multiple
    ? say.checkboxShare(title, first, split.answeredCount)
    : say.leadingAnswer(title, first, split.answeredCount, split.kind === "dominant");
}

/** Every key insight, most telling first: volume, completion, NPS, best and worst, open answers, splits, items. */
export function writeInsights(f: Findings, say: Phrasebook): Line[] {
  const lines: Line[] = [];
  const add = (text: string, questionIds: string[] = []) => lines.push({ text, questionIds });
  if (f.tooFewResponses) add(say.onlyFewResponses(f.totalResponses, ADVISED_MIN_RESPONSES));
  if (f.completion.partial > 0) add(say.completion(f.completion));
  for (const n of f.nps) add(say.npsBreakdown(n), [n.questionId]);
  const best = f.rated[0];
  const worst = f.rated.at(-1);
  if (best && worst && best !== worst) {
    add(say.highestRated(best), [best.questionId]);
    add(say.lowestRated(worst), [worst.questionId]);
  } else if (best) {
    add(say.ratedAlone(best), [best.questionId]);
  }
  // What the people behind the scores say: first theme of each group.
  for (const tab of f.crossTabs) {
    const [lead] = tab.themes;
    if (lead) add(say.crossTab(tab, lead), [tab.ratedQuestionId, tab.textQuestionId]);
  }
  for (const t of f.texts) {
    if (t.sentiment) {
      const scored = { ...t, ...t.sentiment };
      add(say.textTone(scored, toneOf(scored)), [t.questionId]);
    } else {
      add(say.toneNotRead(t), [t.questionId]);
    }
    if (t.themes.length > 0) add(say.recurringThemes(t.title, t.themes), [t.questionId]);
  }
  // Clear choices and near ties say more than a plain leader.
  const order = { dominant: 0, tie: 1, leader: 2 } as const;
  for (const split of [...f.splits].sort((a, b) => order[a.kind] - order[b.kind])) {
    add(splitText(split, say), [split.questionId]);
  }
  for (const r of f.rankings) add(say.rankingExtremes(r), [r.questionId]);
  for (const m of f.matrices) add(say.matrixExtremes(m), [m.questionId]);
  for (const n of f.numbers) add(say.numberRange(n), [n.questionId]);
  if (lines.length === 0) add(say.nothingToCompare(f.totalResponses));
  return lines;
}
