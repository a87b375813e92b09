import type { NumericRange, QuestionAnalysis } from "@sondar/core/ai/analysis-survey-data";
import { percentOf } from "@sondar/core/responses/survey-summary";

/** A question answered on a scale, comparable with the others through `normalized`. */
export interface RatedScore {
  questionId: string;
  title: string;
  answeredCount: number;
  /** On the question's own scale, e.g. 4.2 of 1–5. */
  average: number;
  range: NumericRange;
  /** 0 at the bottom of the scale, 1 at the top. */
  normalized: number;
  /** Likert only: the share choosing one of the two most positive labels. */
  topBox: { percent: number; labels: [string, string] } | null;
}

function likertScore(q: Extract<QuestionAnalysis, { kind: "choice" }>): RatedScore | null {
  const answered = q.options.reduce((sum, o) => sum + o.count, 0);
  const [secondLast, last] = q.options.slice(-2);
  if (answered === 0 || !secondLast || !last) return null;
  // Likert labels run from the most negative to the most positive: positions 1 to n.
  const average = q.options.reduce((sum, o, i) => sum + (i + 1) * o.count, 0) / answered;
  const range = { min: 1, max: q.options.length };
  return {
    questionId: q.questionId,
    title: q.title,
    answeredCount: answered,
    average,
    range,
    normalized: (average - range.min) / (range.max - range.min),
    topBox: { percent: percentOf(secondLast.count + last.count, answered), labels: [secondLast.label, last.label] },
  };
}

/**
 * Ratings, scales and likert questions with answers, highest first. Scales read as a Net
 * Promoter Score are left to the NPS finding, so one question is not reported twice.
 */
export function scoreRatedQuestions(questions: readonly QuestionAnalysis[]): RatedScore[] {
  const scores: RatedScore[] = [];
  for (const q of questions) {
    if (q.kind === "choice" && q.type === "likert") {
      const score = likertScore(q);
      if (score) scores.push(score);
    } else if (q.kind === "numeric" && (q.type === "rating" || q.type === "scale") && !q.nps) {
      if (q.average === null || !q.range || q.answeredCount === 0) continue;
      const { min, max } = q.range;
      scores.push({
        questionId: q.questionId,
        title: q.title,
        answeredCount: q.answeredCount,
        average: q.average,
        range: q.range,
        normalized: Math.min(1, Math.max(0, (q.average - min) / (max - min))),
        topBox: null,
      });
    }
  }
  return scores.sort((a, b) => b.normalized - a.normalized || a.title.localeCompare(b.title));
}
