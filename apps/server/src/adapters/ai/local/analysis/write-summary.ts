import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { Findings } from "./collect-findings";
import { describeScore, toneOf } from "./phrases";
import { countOf, day, percent, quote } from "./wording";

function period({ start, end }: Findings["timeRange"]): string {
  if (!start || !end) return "";
  return day(start) === day(end) ? ` on ${day(start)}` : ` from ${day(start)} to ${day(end)}`;
}

/** Two to five sentences: volume and period, then the headline numbers. */
export function writeSummary(f: Findings): string {
  const sentences = [
    `${countOf(f.totalResponses, "response")} to ${quote(f.surveyTitle)} ${f.totalResponses === 1 ? "was" : "were"} analyzed${period(f.timeRange)}.`,
  ];
  if (f.tooFewResponses) {
    sentences.push(`That is fewer than the ${ADVISED_MIN_RESPONSES} advised, so treat the results as early signals.`);
  }
  const [nps] = f.nps;
  if (nps) sentences.push(`The Net Promoter Score is ${nps.score} (${nps.band}).`);
  const best = f.rated[0];
  const worst = f.rated.at(-1);
  if (best && worst && best !== worst) {
    sentences.push(`${quote(best.title)} is the highest-rated question and ${quote(worst.title)} the lowest.`);
  } else if (best) {
    sentences.push(`${quote(best.title)} ${describeScore(best)}.`);
  }
  if (f.texts.length > 0) {
    const total = f.texts.reduce(
      (sum, t) => ({
        analyzed: sum.analyzed + t.analyzed,
        positive: sum.positive + t.positive,
        negative: sum.negative + t.negative,
        neutral: sum.neutral + t.neutral,
      }),
      { analyzed: 0, positive: 0, negative: 0, neutral: 0 },
    );
    sentences.push(
      `Open-ended answers are ${toneOf(total)} (${total.positive} positive, ${total.negative} negative of ${total.analyzed}).`,
    );
  }
  const [split] = f.splits;
  if (!nps && !best && split) {
    sentences.push(
      `The most common answer to ${quote(split.title)} is ${quote(split.first.label)} (${percent(split.first.percent)}).`,
    );
  }
  if (f.completion.partial > 0) sentences.push(`${percent(f.completion.rate)} of responses are complete.`);
  return sentences.join(" ");
}
