import type { QuestionAnalysis } from "@sondar/core/ai/analysis-survey-data";
import type { OptionCount } from "@sondar/core/responses/survey-summary";

/** An option chosen by at least this share of those who answered is the clear choice. */
export const DOMINANT_PERCENT = 60;
/** The top two options within this many points of each other are nearly tied. */
export const NEAR_TIE_POINTS = 5;

export interface ChoiceSplit {
  questionId: string;
  title: string;
  /** Checkbox answers may hold several options, so their shares do not add up to 100. */
  multiple: boolean;
  answeredCount: number;
  kind: "dominant" | "tie" | "leader";
  first: OptionCount;
  second: OptionCount | null;
}

/** How the answers to each multiple-choice, checkbox, dropdown and yes-no question split (likert is a rating). */
export function findChoiceSplits(questions: readonly QuestionAnalysis[]): ChoiceSplit[] {
  const splits: ChoiceSplit[] = [];
  for (const q of questions) {
    if (q.kind !== "choice" || q.type === "likert" || q.answeredCount === 0) continue;
    // Most chosen first; equal counts keep the survey's option order.
    const [first, second] = q.options.filter((o) => o.count > 0).sort((a, b) => b.count - a.count);
    if (!first) continue;
    const kind =
      first.percent >= DOMINANT_PERCENT
        ? "dominant"
        : second && first.percent - second.percent <= NEAR_TIE_POINTS
          ? "tie"
          : "leader";
    splits.push({
      questionId: q.questionId,
      title: q.title,
      multiple: q.type === "checkbox",
      answeredCount: q.answeredCount,
      kind,
      first,
      second: second ?? null,
    });
  }
  return splits;
}
