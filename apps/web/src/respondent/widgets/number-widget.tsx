import { useId, useState } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { fieldClass, hintClass } from "./styles";
import type { WidgetProps } from "./widget-props";

function rangeHint(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return t("widgets.numberRange", { min, max });
  if (min !== undefined) return t("widgets.numberMin", { min });
  if (max !== undefined) return t("widgets.numberMax", { max });
  return null;
}

/** A number answer is stored as a number; text that is no number is kept so validation can name it. */
export function NumberWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"number">>) {
  const { min, max, placeholder } = question.numberSettings;
  const [text, setText] = useState(() => (answer === undefined ? "" : String(answer)));
  const hintId = useId();
  const hint = rangeHint(min, max);
  return (
    <div>
      <input
        type="text"
        inputMode="decimal"
        className={fieldClass}
        value={text}
        placeholder={placeholder || undefined}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          const trimmed = value.trim().replace(",", ".");
          const n = trimmed === "" ? NaN : Number(trimmed);
          onChange(trimmed === "" ? "" : Number.isFinite(n) ? n : value);
        }}
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, hint ? hintId : undefined].filter(Boolean).join(" ") || undefined}
        aria-invalid={invalid}
        aria-required={question.required}
      />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
