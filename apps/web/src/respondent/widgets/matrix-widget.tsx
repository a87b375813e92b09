import { useId } from "react";
import type { QuestionOf } from "../survey-types";
import type { WidgetProps } from "./widget-props";

/**
 * One radio group per row, laid out as a table; stored as { row: column }. A grid of groups
 * rather than a <table>, because a table row cannot also be a radio group for assistive tech.
 */
export function MatrixWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"matrix">>) {
  const id = useId();
  const value: Record<string, string> = answer && typeof answer === "object" && !Array.isArray(answer) ? answer : {};
  const columns = question.matrixColumns;
  // Every row gets the same tracks and the same minimum width, so the columns line up across
  // rows on a narrow screen (the whole grid scrolls sideways as one) and long labels wrap.
  const grid = {
    gridTemplateColumns: `minmax(7rem, 1.5fr) repeat(${columns.length}, minmax(3.5rem, 1fr))`,
    minWidth: `calc(7rem + ${columns.length} * 4rem)`,
  };
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="overflow-x-auto">
      <div className="grid w-full items-center gap-x-2 text-sm" style={grid} aria-hidden>
        <span />
        {columns.map((column) => (
          <span key={column} className="px-1 pb-2 text-center font-medium text-slate-600 dark:text-slate-300">
            {column}
          </span>
        ))}
      </div>
      {question.matrixRows.map((row, r) => {
        const rowId = `${id}-row-${r}`;
        const missing = invalid && value[row] === undefined;
        return (
          <div
            key={row}
            role="radiogroup"
            aria-labelledby={rowId}
            aria-invalid={missing}
            className="grid w-full items-center gap-x-2 border-t border-slate-200 py-3 text-sm dark:border-slate-800"
            style={grid}
          >
            <span id={rowId} className={`min-w-0 break-words font-medium ${missing ? "text-red-600 dark:text-red-400" : ""}`}>
              {row}
            </span>
            {columns.map((column) => (
              <label key={column} className="flex cursor-pointer justify-center py-1">
                <input
                  type="radio"
                  name={rowId}
                  className="h-5 w-5 accent-brand-600"
                  checked={value[row] === column}
                  onChange={() => onChange({ ...value, [row]: column })}
                  aria-label={column}
                />
              </label>
            ))}
          </div>
        );
      })}
    </div>
  );
}
