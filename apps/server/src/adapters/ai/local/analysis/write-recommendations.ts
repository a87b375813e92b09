import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { Findings, NpsFinding } from "./collect-findings";
import type { Phrasebook } from "./phrasebook";
import { toneOf, type Line } from "./phrases";

/** A rated question below this share of its scale is worth a closer look. */
const WEAK_SCORE = 0.6;
/** A rated question at or above this share of its scale is a strength to keep. */
const STRONG_SCORE = 0.8;
/**
 * Below this completion rate partial responses deserve attention (High completion quality:
 * docs/product/responses-and-exports.md#list).
 */
const GOOD_COMPLETION = 80;

function npsAdvice(n: NpsFinding, say: Phrasebook): string {
  if (n.band === "needs attention") return say.contactDetractors(n);
  if (n.band === "good") return say.convertPassives(n);
  return say.askPromoters(n);
}

/** Every recommendation, most urgent first, each tied to a finding; always at least one. */
export function writeRecommendations(f: Findings, say: Phrasebook): Line[] {
  const lines: Line[] = [];
  const add = (text: string, questionIds: string[] = []) => lines.push({ text, questionIds });
  if (f.tooFewResponses) add(say.collectMore(ADVISED_MIN_RESPONSES));
  const worst = f.rated.at(-1);
  if (worst && worst.normalized < WEAK_SCORE) add(say.lookIntoWeakest(worst, f.rated.length > 1), [worst.questionId]);
  for (const t of f.texts) {
    const [complaint] = t.complaints;
    const scored = t.sentiment && { ...t, ...t.sentiment };
    if (complaint) {
      add(say.addressComplaint(complaint, t.title), [t.questionId]);
    } else if (scored && toneOf(scored) === "mostly negative") {
      add(say.readNegativeAnswers(scored), [t.questionId]);
    }
  }
  for (const n of f.nps) add(npsAdvice(n, say), [n.questionId]);
  if (f.completion.partial > 0 && f.completion.rate < GOOD_COMPLETION) add(say.raiseCompletion(f.completion.rate));
  for (const s of f.splits) {
    if (s.kind === "tie" && s.second) add(say.tieFollowUp(s.title, s.first, s.second), [s.questionId]);
  }
  for (const r of f.rankings) add(say.reconsiderLastRanked(r), [r.questionId]);
  const best = f.rated[0];
  if (best && best.normalized >= STRONG_SCORE) add(say.keepStrength(best), [best.questionId]);
  if (lines.length === 0) add(say.keepCollecting());
  return lines;
}
