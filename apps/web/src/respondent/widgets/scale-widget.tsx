import { scaleValues } from "@sondar/core/question-types/scale-values";
import type { QuestionOf } from "../survey-types";
import { ChoiceGroup } from "./choice-group";
import type { WidgetProps } from "./widget-props";

const stepClass =
  "flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 font-medium " +
  "transition-colors hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white " +
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700 dark:bg-slate-900";

export function ScaleWidget({ question, answer, onChange, labelledBy, describedBy, invalid }: WidgetProps<QuestionOf<"scale">>) {
  const { min, max, step, leftLabel, rightLabel } = question.scaleSettings;
  return (
    <div>
      <ChoiceGroup
        options={scaleValues(min, max, step).map((n) => ({ value: n, label: <span>{n}</span>, shortcut: String(n) }))}
        value={typeof answer === "number" ? answer : undefined}
        onSelect={onChange}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        required={question.required}
        className="flex flex-wrap gap-2"
        optionClassName={stepClass}
        showDot={false}
      />
      {(leftLabel || rightLabel) && (
        <div className="mt-2 flex justify-between gap-4 text-sm text-slate-600 dark:text-slate-400">
          <span>{leftLabel}</span>
          <span className="text-right">{rightLabel}</span>
        </div>
      )}
    </div>
  );
}
