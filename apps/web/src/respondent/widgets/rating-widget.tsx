import { Star } from "lucide-react";
import { useState } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { ChoiceGroup } from "./choice-group";
import type { WidgetProps } from "./widget-props";

/** Stars 1..maxRating as a radio group; stored as the number of stars. */
export function RatingWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"rating">>) {
  const max = question.maxRating;
  const value = typeof answer === "number" ? answer : undefined;
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div onMouseLeave={() => setHover(null)}>
      <ChoiceGroup
        options={stars.map((n) => ({
          value: n,
          ariaLabel: t("widgets.stars", { count: n }),
          shortcut: String(n),
          // The star's number is the key that picks it.
          label: (
            <span className="flex flex-col items-center">
              <Star
                aria-hidden
                className={`h-9 w-9 transition-colors ${n <= lit ? "fill-amber-400 text-amber-400" : "text-slate-300 dark:text-slate-600"}`}
              />
              <span aria-hidden className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {n}
              </span>
            </span>
          ),
        }))}
        value={value}
        onSelect={onChange}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        required={question.required}
        className="flex flex-wrap gap-1"
        optionClassName="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
        showDot={false}
        onHover={setHover}
      />
      {value !== undefined && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" aria-hidden>
          {value} / {max}
        </p>
      )}
    </div>
  );
}
