import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { Findings, NpsFinding } from "./collect-findings";
import { answersOf, describeScore, toneOf, type Line } from "./phrases";
import { countOf, percent, quote } from "./wording";

/** A rated question below this share of its scale is worth a closer look. */
const WEAK_SCORE = 0.6;
/** A rated question at or above this share of its scale is a strength to keep. */
const STRONG_SCORE = 0.8;
/** Below this completion rate partial responses deserve attention (High completion quality, spec point 9). */
const GOOD_COMPLETION = 80;

function npsAdvice(n: NpsFinding): string {
  if (n.band === "needs attention") {
    return `Contact detractors of ${quote(n.title)} (${percent(n.detractorsPercent)} scored 0–6) to learn what went wrong: fewer detractors lifts the score fastest.`;
  }
  if (n.band === "good") {
    return `Turn passives into promoters: ask the ${percent(n.passivesPercent)} who scored 7 or 8 on ${quote(n.title)} what would make it a 9 or 10.`;
  }
  return `Ask your promoters (${percent(n.promotersPercent)} on ${quote(n.title)}) for reviews or referrals while their enthusiasm is high.`;
}

/** Every recommendation, most urgent first, each tied to a finding; always at least one. */
export function writeRecommendations(f: Findings): Line[] {
  const lines: Line[] = [];
  if (f.tooFewResponses) {
    lines.push({
      text: `Collect at least ${ADVISED_MIN_RESPONSES} responses before acting on these results: share the survey link again or send a reminder.`,
      questionIds: [],
    });
  }
  const worst = f.rated.at(-1);
  if (worst && worst.normalized < WEAK_SCORE) {
    const rank = f.rated.length > 1 ? "the lowest-rated question" : "below the middle of its scale";
    lines.push({
      text: `Look into ${quote(worst.title)} first: it ${describeScore(worst)}, ${rank}. A follow-up question asking why would show what to fix.`,
      questionIds: [worst.questionId],
    });
  }
  for (const t of f.texts) {
    const [complaint] = t.complaints;
    if (complaint) {
      lines.push({
        text: `Address ${quote(complaint.term)}: it comes up in ${countOf(complaint.mentions, "negative answer")} to ${quote(t.title)}.`,
        questionIds: [t.questionId],
      });
    } else if (toneOf(t) === "mostly negative") {
      lines.push({
        text: `Read ${answersOf(t)} closely: ${t.negative} of ${t.analyzed} are negative.`,
        questionIds: [t.questionId],
      });
    }
  }
  for (const n of f.nps) lines.push({ text: npsAdvice(n), questionIds: [n.questionId] });
  if (f.completion.partial > 0 && f.completion.rate < GOOD_COMPLETION) {
    lines.push({
      text: `Only ${percent(f.completion.rate)} of respondents finished: shorten the survey or move the most important questions earlier.`,
      questionIds: [],
    });
  }
  for (const s of f.splits) {
    if (s.kind !== "tie" || !s.second) continue;
    lines.push({
      text: `${quote(s.first.label)} and ${quote(s.second.label)} are nearly tied in ${quote(s.title)}: a follow-up question could show what sets them apart.`,
      questionIds: [s.questionId],
    });
  }
  for (const r of f.rankings) {
    lines.push({
      text: `Reconsider ${quote(r.worst.item)}: respondents ranked it last on average in ${quote(r.title)}.`,
      questionIds: [r.questionId],
    });
  }
  const best = f.rated[0];
  if (best && best.normalized >= STRONG_SCORE) {
    lines.push({
      text: `Keep what works behind ${quote(best.title)}: it ${describeScore(best)}.`,
      questionIds: [best.questionId],
    });
  }
  if (lines.length === 0) {
    lines.push({
      text: "Keep collecting responses and run the analysis again to see whether these results hold.",
      questionIds: [],
    });
  }
  return lines;
}
