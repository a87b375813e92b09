import type { GeneratedQuestionDraft } from "@sondar/core/ai/generated-survey";
import { LIKERT_LABELS, type LikertType } from "@sondar/core/question-types/likert";

/**
 * Short builders for the domain table's question templates. Text may hold placeholders the
 * engine fills: {topic} ("the coffee shop"), {Topic} (capitalised), {is}/{Is}, {does}/{Does}
 * and {it}, which follow whether the topic is plural.
 */

type Extra = { description?: string; required?: boolean; placeholder?: string };

export const rating = (title: string, extra: Extra = {}): GeneratedQuestionDraft => ({
  type: "rating",
  title,
  maxRating: 5,
  ...extra,
});

/** A net-promoter builder whose ends carry one language's labels. */
export const npsIn =
  ([leftLabel, rightLabel]: readonly [string, string]) =>
  (title: string, extra: Extra = {}): GeneratedQuestionDraft => ({
    type: "scale",
    title,
    scaleSettings: { min: 0, max: 10, step: 1, leftLabel, rightLabel },
    ...extra,
  });

/** The net-promoter question: 0–10, labelled ends. */
export const nps = npsIn(["Not at all likely", "Extremely likely"]);

export const scale = (
  title: string,
  min: number,
  max: number,
  leftLabel: string,
  rightLabel: string,
): GeneratedQuestionDraft => ({
  type: "scale",
  title,
  scaleSettings: { min, max, step: 1, leftLabel, rightLabel },
});

export const choice = (
  title: string,
  options: string[],
  extra: Extra & { allowOther?: boolean } = {},
): GeneratedQuestionDraft => ({
  type: "multiple-choice",
  title,
  options,
  ...extra,
});

export const checkboxes = (title: string, options: string[], extra: Extra = {}): GeneratedQuestionDraft => ({
  type: "checkbox",
  title,
  options,
  ...extra,
});

type LikertLabels = Record<Exclude<LikertType, "custom">, readonly [string, string, string, string, string]>;

/** A likert builder whose scales carry one language's labels. */
export const likertIn =
  (labels: LikertLabels) =>
  (likertType: Exclude<LikertType, "custom">, title: string, extra: Extra = {}): GeneratedQuestionDraft => ({
    type: "likert",
    title,
    likertScale: { type: likertType, labels: [...labels[likertType]] },
    ...extra,
  });

export const likert = likertIn(LIKERT_LABELS);

export const matrix = (title: string, matrixRows: string[], matrixColumns: string[]): GeneratedQuestionDraft => ({
  type: "matrix",
  title,
  matrixRows,
  matrixColumns,
});

export const ranking = (title: string, rankingItems: string[]): GeneratedQuestionDraft => ({
  type: "ranking",
  title,
  rankingItems,
});

export const yesNo = (title: string, extra: Extra = {}): GeneratedQuestionDraft => ({ type: "yes-no", title, ...extra });

export const openText = (title: string, extra: Extra = {}): GeneratedQuestionDraft => ({ type: "textarea", title, ...extra });

export const email = (title: string, extra: Extra = {}): GeneratedQuestionDraft => ({ type: "email", title, ...extra });

/** A template used instead of the slot's others when the idea mentions one of `terms`. */
export interface ConditionalDraft {
  when: readonly string[];
  question: GeneratedQuestionDraft;
}

export const when = (terms: readonly string[], question: GeneratedQuestionDraft): ConditionalDraft => ({ when: terms, question });
