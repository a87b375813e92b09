import type { AnalysisCrossTab, CrossTabSegment } from "@sondar/core/ai/analysis-result";
import type { NumericRange } from "@sondar/core/ai/analysis-survey-data";
import { inBand, scoreBand } from "@sondar/core/ai/cross-tab-segments";
import { percentOf } from "@sondar/core/responses/survey-summary";
import type { AnswerSource } from "@sondar/core/ai/analysis-input";
import { MIN_THEME_MENTIONS, type Theme } from "./group-themes";
import type { RatedScore } from "./rated-scores";

/** A group smaller than this says nothing a creator could act on. */
const MIN_GROUP = 3;
const MAX_TAB_THEMES = 3;
const NPS_RANGE: NumericRange = { min: 0, max: 10 };

/** The answers read for a free-text question, as the text reader keeps them (blank ones left out), with who gave each. */
export function sourcesOfRead(
  answers: readonly string[] | undefined,
  sources: readonly AnswerSource[] | undefined,
): AnswerSource[] | null {
  if (!answers || !sources || sources.length !== answers.length) return null;
  return sources.filter((_, i) => (answers[i] ?? "").trim().length > 0);
}

/** The findings a cross-tab starts from: rated questions (highest first), NPS questions and the themes of the open answers. */
interface ReadFindings {
  rated: readonly RatedScore[];
  nps: readonly { questionId: string; title: string }[];
  texts: readonly { questionId: string; title: string; themes: readonly Theme[] }[];
}

interface Rated {
  questionId: string;
  title: string;
  segment: CrossTabSegment;
  range: NumericRange;
}

/**
 * Which scores to explain (docs/product/ai.md#findings-that-connect-numbers-and-words): the
 * lowest-rated rating or scale question by those who rated it low, and each Net Promoter
 * question by its detractors and by its promoters.
 */
function ratedToExplain(f: ReadFindings): Rated[] {
  // Likert answers are labels, not scores: only ratings and scales have a score per respondent.
  const lowest = f.rated.filter((r) => r.topBox === null).at(-1);
  return [
    ...(lowest ? [{ questionId: lowest.questionId, title: lowest.title, segment: "low" as const, range: lowest.range }] : []),
    ...f.nps.flatMap((n) =>
      (["detractors", "promoters"] as const).map((segment) => ({
        questionId: n.questionId,
        title: n.title,
        segment,
        range: NPS_RANGE,
      })),
    ),
  ];
}

/**
 * The themes of each free-text question counted among the respondents of each group, against
 * everyone else who scored the question: "of those who rated delivery 1–2, 81 % mention late
 * delivery". `sources` are the read answers' respondents, per free-text question.
 */
export function findCrossTabs(
  f: ReadFindings,
  sources: Readonly<Record<string, readonly AnswerSource[] | null>>,
): AnalysisCrossTab[] {
  const tabs: AnalysisCrossTab[] = [];
  for (const rated of ratedToExplain(f)) {
    const band = scoreBand(rated.segment, rated.range);
    for (const text of f.texts) {
      const from = sources[text.questionId];
      if (!from) continue;
      const group = new Set<number>();
      const others = new Set<number>();
      from.forEach((source, i) => {
        const score = source.scores[rated.questionId];
        if (score !== undefined) (inBand(score, band) ? group : others).add(i);
      });
      if (group.size < MIN_GROUP) continue;
      const themes = text.themes
        .map((theme) => {
          const count = theme.answerIndexes.filter((i) => group.has(i)).length;
          const othersCount = theme.answerIndexes.filter((i) => others.has(i)).length;
          return {
            label: theme.term,
            count,
            share: percentOf(count, group.size),
            othersShare: others.size > 0 ? percentOf(othersCount, others.size) : null,
            tone: theme.tone,
          };
        })
        .filter((theme) => theme.count >= MIN_THEME_MENTIONS)
        .sort((a, b) => b.share - a.share || a.label.localeCompare(b.label))
        .slice(0, MAX_TAB_THEMES);
      if (themes.length === 0) continue;
      tabs.push({
        segment: rated.segment,
        ratedQuestionId: rated.questionId,
        ratedQuestionTitle: rated.title,
        scoreFrom: band.from,
        scoreTo: band.to,
        textQuestionId: text.questionId,
        textQuestionTitle: text.title,
        respondents: group.size,
        themes,
      });
    }
  }
  return tabs;
}
