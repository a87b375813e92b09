import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { fieldClass } from "./styles";
import type { WidgetProps } from "./widget-props";

const INPUT_TYPES = { text: "text", email: "email", url: "url", date: "date", time: "time" } as const;
const AUTOCOMPLETE = { text: "off", email: "email", url: "url", date: "off", time: "off" } as const;
const PLACEHOLDERS = { text: "textPlaceholder", email: "emailPlaceholder", url: "urlPlaceholder" } as const;

type SingleLineQuestion = QuestionOf<"text" | "email" | "url" | "date" | "time">;

/** One-line answers; the value stays as typed (URLs get https:// when the respondent moves on). */
export function TextInputWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  onBlur,
}: WidgetProps<SingleLineQuestion>) {
  const type = question.type;
  const placeholder = type === "text" || type === "email" || type === "url" ? t(`widgets.${PLACEHOLDERS[type]}`) : undefined;
  return (
    <input
      // type=url would make the browser refuse "example.com"; the scheme is added on Next.
      type={type === "url" ? "text" : INPUT_TYPES[type]}
      inputMode={type === "url" ? "url" : undefined}
      className={fieldClass}
      value={typeof answer === "string" ? answer : ""}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      placeholder={placeholder}
      autoComplete={AUTOCOMPLETE[type]}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={question.required}
    />
  );
}

export function TextareaWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"textarea">>) {
  return (
    <textarea
      className={`${fieldClass} min-h-32 resize-y`}
      rows={5}
      value={typeof answer === "string" ? answer : ""}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t("widgets.textPlaceholder")}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={question.required}
    />
  );
}
