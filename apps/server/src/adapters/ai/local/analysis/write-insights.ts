import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { ChoiceSplit } from "./choice-splits";
import type { Findings } from "./collect-findings";
import { answersOf, describeScore, toneOf, type Line } from "./phrases";
import { countOf, decimal, listOf, percent, quote } from "./wording";

function splitLine(split: ChoiceSplit): Line {
  const { first, second, title } = split;
  const ids = [split.questionId];
  if (split.kind === "tie" && second) {
    return {
      text: `${quote(first.label)} (${percent(first.percent)}) and ${quote(second.label)} (${percent(second.percent)}) are nearly tied in ${quote(title)}.`,
      questionIds: ids,
    };
  }
  const share = split.multiple
    ? `${percent(first.percent)} of the ${countOf(split.answeredCount, "respondent")} who answered ${quote(title)} selected ${quote(first.label)}`
    : `${quote(first.label)} is the ${split.kind === "dominant" ? "clear" : "most common"} answer to ${quote(title)}, with ${percent(first.percent)} of ${countOf(split.answeredCount, "answer")}`;
  return { text: `${share}.`, questionIds: ids };
}

/** Every key insight, most telling first: volume, completion, NPS, best and worst, open answers, splits, items. */
export function writeInsights(f: Findings): Line[] {
  const lines: Line[] = [];
  if (f.tooFewResponses) {
    lines.push({
      text: `Only ${countOf(f.totalResponses, "response")} so far: below ${ADVISED_MIN_RESPONSES}, each new answer can shift these percentages a lot.`,
      questionIds: [],
    });
  }
  if (f.completion.partial > 0) {
    lines.push({
      text: `${percent(f.completion.rate)} of responses are complete (${f.completion.complete} complete, ${f.completion.partial} partial).`,
      questionIds: [],
    });
  }
  for (const n of f.nps) {
    lines.push({
      text: `The Net Promoter Score for ${quote(n.title)} is ${n.score} (${n.band}): ${percent(n.promotersPercent)} promoters, ${percent(n.passivesPercent)} passives and ${percent(n.detractorsPercent)} detractors among ${countOf(n.answeredCount, "answer")}.`,
      questionIds: [n.questionId],
    });
  }
  const best = f.rated[0];
  const worst = f.rated.at(-1);
  if (best && worst && best !== worst) {
    lines.push({ text: `Highest rated: ${quote(best.title)} ${describeScore(best)}.`, questionIds: [best.questionId] });
    lines.push({ text: `Lowest rated: ${quote(worst.title)} ${describeScore(worst)}.`, questionIds: [worst.questionId] });
  } else if (best) {
    lines.push({ text: `${quote(best.title)} ${describeScore(best)}.`, questionIds: [best.questionId] });
  }
  for (const t of f.texts) {
    lines.push({
      text: `Of ${answersOf(t)}, ${t.positive} are positive, ${t.negative} negative and ${t.neutral} neutral: the tone is ${toneOf(t)}.`,
      questionIds: [t.questionId],
    });
    if (t.themes.length > 0) {
      const themes = t.themes.map((theme) => `${quote(theme.term)} (${countOf(theme.mentions, "answer")})`);
      lines.push({ text: `Recurring themes in answers to ${quote(t.title)}: ${listOf(themes)}.`, questionIds: [t.questionId] });
    }
  }
  // Clear choices and near ties say more than a plain leader.
  const order = { dominant: 0, tie: 1, leader: 2 } as const;
  for (const split of [...f.splits].sort((a, b) => order[a.kind] - order[b.kind])) lines.push(splitLine(split));
  for (const r of f.rankings) {
    lines.push({
      text: `In ${quote(r.title)}, ${quote(r.best.item)} is ranked highest (average position ${decimal(r.best.meanPosition)}) and ${quote(r.worst.item)} lowest (${decimal(r.worst.meanPosition)}).`,
      questionIds: [r.questionId],
    });
  }
  for (const m of f.matrices) {
    const parts = [
      m.mostLast && `${quote(m.mostLast.row)} drew the most ${quote(m.mostLast.column)} answers (${percent(m.mostLast.percent)})`,
      m.mostFirst && `${quote(m.mostFirst.row)} the most ${quote(m.mostFirst.column)} answers (${percent(m.mostFirst.percent)})`,
    ].filter((p): p is string => !!p);
    lines.push({ text: `In ${quote(m.title)}, ${parts.join(" and ")}.`, questionIds: [m.questionId] });
  }
  for (const n of f.numbers) {
    lines.push({
      text: `Answers to ${quote(n.title)} averaged ${decimal(n.average)}, from ${decimal(n.min)} to ${decimal(n.max)}.`,
      questionIds: [n.questionId],
    });
  }
  if (lines.length === 0) {
    lines.push({
      text: `${countOf(f.totalResponses, "response")} collected; the survey has no rated, choice or open-ended questions to compare.`,
      questionIds: [],
    });
  }
  return lines;
}
