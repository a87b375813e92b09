import { ADVISED_MIN_RESPONSES } from "@sondar/core/ai/analysis-result";
import type { Findings } from "./collect-findings";
import type { Period, Phrasebook } from "./phrasebook";
import { toneOf } from "./phrases";
import { day } from "./wording";

function periodOf({ start, end }: Findings["timeRange"]): Period {
  if (!start || !end) return null;
  return day(start) === day(end) ? { on: day(start) } : { from: day(start), to: day(end) };
}

/**
 * The complaint that sets apart those who scored lowest: the first negative theme of the
 * lowest-rated question's low group, else of a Net Promoter question's detractors, mentioned
 * more often by them than by the others. Its sentence and the cross-tab's, or none.
 */
function explainedProblem(f: Findings, say: Phrasebook): string[] {
  for (const segment of ["low", "detractors"] as const) {
    for (const tab of f.crossTabs.filter((c) => c.segment === segment)) {
      const lead = tab.themes.find(
        (theme) => theme.tone === "negative" && (theme.othersShare === null || theme.share > theme.othersShare),
      );
      const text = f.texts.find((t) => t.questionId === tab.textQuestionId);
      const theme = text?.themes.find((th) => th.term === lead?.label);
      if (lead && text && theme) return [say.mainProblem(theme, text.title, text.analyzed), say.crossTab(tab, lead)];
    }
  }
  return [];
}

/** The problem scores explain, else the largest theme of mostly negative answers across the free-text questions, if any. */
function mainProblem(f: Findings, say: Phrasebook): string[] {
  const explained = explainedProblem(f, say);
  if (explained.length > 0) return explained;
  const problems = f.texts.flatMap((t) => t.complaints.map((theme) => ({ theme, t })));
  const [top] = problems.sort((a, b) => b.theme.share - a.theme.share || b.theme.mentions - a.theme.mentions);
  return top ? [say.mainProblem(top.theme, top.t.title, top.t.analyzed)] : [];
}

/** Two to six sentences: the main problem the answers name, volume and period, then the headline numbers. */
export function writeSummary(f: Findings, say: Phrasebook): string {
  const sentences = [...mainProblem(f, say), say.analyzedResponses(f.totalResponses, f.surveyTitle, periodOf(f.timeRange))];
  if (f.tooFewResponses) sentences.push(say.fewerThanAdvised(ADVISED_MIN_RESPONSES));
  const [nps] = f.nps;
  if (nps) sentences.push(say.npsHeadline(nps));
  const best = f.rated[0];
  const worst = f.rated.at(-1);
  if (best && worst && best !== worst) {
    sentences.push(say.highestAndLowest(best, worst));
  } else if (best) {
    sentences.push(say.ratedAlone(best));
  }
  // The tone of the answers whose sentiment was read; answers in other languages are left out.
  const scored = f.texts.flatMap((t) => (t.sentiment ? [{ analyzed: t.analyzed, ...t.sentiment }] : []));
  if (scored.length > 0) {
    const total = scored.reduce(
      (sum, t) => ({
        analyzed: sum.analyzed + t.analyzed,
        positive: sum.positive + t.positive,
        negative: sum.negative + t.negative,
        neutral: sum.neutral + t.neutral,
      }),
      { analyzed: 0, positive: 0, negative: 0, neutral: 0 },
    );
    sentences.push(say.openEndedTone(toneOf(total), total));
  }
  const [split] = f.splits;
  if (!nps && !best && split) sentences.push(say.mostCommonAnswer(split.title, split.first));
  if (f.completion.partial > 0) sentences.push(say.completeShare(f.completion.rate));
  return sentences.join(" ");
}
