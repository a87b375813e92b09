import { scaleValues } from "@sondar/core/question-types/scale-values";
import type { CSSProperties } from "react";
import type { QuestionOf } from "../survey-types";
import { ChoiceGroup } from "./choice-group";
import type { WidgetProps } from "./widget-props";

const stepClass =
  "flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 font-medium " +
  "transition-colors hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-brand-on " +
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700 dark:bg-slate-900";

/** Up to this many points share one row on a wide screen (0–10 is eleven); more wrap. */
const ONE_ROW_MAX = 11;

/**
 * A scale of up to eleven points is a grid: one row on a wide screen, and on a phone two rows of
 * equal cells once it has more than six (0–10 gives 6 and 5). Longer scales wrap.
 */
function gridFor(count: number): { className: string; style?: CSSProperties } {
  if (count > ONE_ROW_MAX) return { className: "flex flex-wrap gap-2" };
  return {
    className: "grid grid-cols-[repeat(var(--phone-cols),minmax(0,1fr))] gap-2 sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))]",
    style: { "--cols": count, "--phone-cols": count > 6 ? Math.ceil(count / 2) : count } as CSSProperties,
  };
}

export function ScaleWidget({ question, answer, onChange, labelledBy, describedBy, invalid }: WidgetProps<QuestionOf<"scale">>) {
  const { min, max, step, leftLabel, rightLabel } = question.scaleSettings;
  const values = scaleValues(min, max, step);
  const grid = gridFor(values.length);
  return (
    <div style={grid.style}>
      <ChoiceGroup
        options={values.map((n) => ({ value: n, label: <span>{n}</span>, shortcut: String(n) }))}
        value={typeof answer === "number" ? answer : undefined}
        onSelect={onChange}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        required={question.required}
        className={grid.className}
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
