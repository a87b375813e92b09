import { truncateForPicker } from "@sondar/core/surveys/branching-rule";
import { choiceList } from "@sondar/core/surveys/option-ids";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { TFunction } from "i18next";

export interface ValueChoice {
  /** What the rule stores and compares with the answer. */
  value: string;
  /** What the picker shows. */
  label: string;
}

/** Scales with more steps than this get a free number field instead of a list. */
const MAX_LISTED_SCALE_VALUES = 101;

/**
 * The answers a rule may compare with, when the question has a fixed set: its options,
 * likert labels, Yes/No, rating stars or scale points. Null means "type a value".
 */
export function valueChoices(question: Question, t: TFunction): ValueChoice[] | null {
  const fromTexts = (texts: readonly string[]) =>
    [...new Set(texts)].filter((text) => text.trim() !== "").map((text) => ({ value: text, label: truncateForPicker(text) }));
  switch (question.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown": {
      // Rules store the option's stable id, so renaming the option keeps the rule (docs/decisions/245-stable-option-ids.md).
      const list = choiceList(question);
      return (list?.ids ?? [])
        .map((id, i) => ({ value: id, text: list?.labels[i] ?? "" }))
        .filter(({ text }) => text.trim() !== "")
        .map(({ value, text }) => ({ value, label: truncateForPicker(text) }));
    }
    case "likert":
      return fromTexts(question.likertScale.labels);
    case "yes-no":
      return [
        { value: "Yes", label: t("questionEditor.branching.yes") },
        { value: "No", label: t("questionEditor.branching.no") },
      ];
    case "rating":
      return Array.from({ length: question.maxRating }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
    case "scale": {
      const { min, max, step } = question.scaleSettings;
      const count = Math.floor((max - min) / step + 1e-9) + 1;
      if (!(count > 0) || count > MAX_LISTED_SCALE_VALUES) return null;
      return Array.from({ length: count }, (_, i) => {
        const value = String(Number((min + i * step).toFixed(6)));
        return { value, label: value };
      });
    }
    default:
      return null;
  }
}

/** "Q3: How did you hear about…" with the title cut to 30 characters. */
export function questionPickerLabel(question: Question, index: number, t: TFunction): string {
  const title = question.title.trim() || t("questionEditor.branching.untitled");
  return t("questionEditor.branching.questionOption", { number: index + 1, title: truncateForPicker(title) });
}
