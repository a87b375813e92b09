import { OTHER_PREFIX } from "@sondar/core/answers/other-prefix";
import { keyedChoices } from "@sondar/core/respondent/quick-answers";
import { useState } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { ChoiceGroup, KeyCap } from "./choice-group";
import { fieldClass, optionClass } from "./styles";
import type { WidgetProps } from "./widget-props";

const OTHER = "\u0000other";

/** One option, or "Other" with the respondent's text stored as "Other: …". */
export function MultipleChoiceWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"multiple-choice">>) {
  const current = typeof answer === "string" ? answer : undefined;
  const isOther =
    question.allowOther && current !== undefined && !question.options.includes(current) && current.startsWith(OTHER_PREFIX);
  const [otherText, setOtherText] = useState(isOther && current ? current.slice(OTHER_PREFIX.length) : "");
  const keys = keyedChoices(question).map((choice) => choice.key);
  const options = question.options.map((option, i) => ({
    value: option,
    label: <span>{option}</span>,
    shortcut: keys[i],
    showKey: true,
  }));
  if (question.allowOther) {
    options.push({ value: OTHER, label: <span>{t("widgets.other")}</span>, shortcut: keys[options.length], showKey: true });
  }
  return (
    <div className="grid gap-2">
      <ChoiceGroup
        options={options}
        value={isOther ? OTHER : current}
        onSelect={(value) => onChange(value === OTHER ? `${OTHER_PREFIX}${otherText}` : value)}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        required={question.required}
      />
      {isOther && (
        <input
          type="text"
          className={fieldClass}
          value={otherText}
          onChange={(e) => {
            setOtherText(e.target.value);
            onChange(`${OTHER_PREFIX}${e.target.value}`);
          }}
          placeholder={t("widgets.otherPlaceholder")}
          aria-label={t("widgets.otherLabel")}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </div>
  );
}

export function CheckboxWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"checkbox">>) {
  const selected = Array.isArray(answer) ? answer : [];
  const keys = keyedChoices(question).map((choice) => choice.key);
  const toggle = (option: string) => {
    const next = selected.includes(option) ? selected.filter((o) => o !== option) : [...selected, option];
    // Kept in the question's option order, whatever order they were ticked in.
    onChange(question.options.filter((o) => next.includes(o)));
  };
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2">
      {question.options.map((option, i) => (
        <label key={option} className={optionClass}>
          <input
            type="checkbox"
            className="h-4 w-4 shrink-0 rounded accent-brand-600"
            checked={selected.includes(option)}
            onChange={() => toggle(option)}
            aria-invalid={invalid}
            aria-keyshortcuts={keys[i]}
          />
          {keys[i] && <KeyCap>{keys[i]}</KeyCap>}
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}

export function DropdownWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"dropdown">>) {
  return (
    <select
      className={fieldClass}
      value={typeof answer === "string" ? answer : ""}
      onChange={(e) => onChange(e.target.value)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={question.required}
    >
      <option value="">{t("widgets.selectOption")}</option>
      {question.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** Stored as 'Yes' or 'No' whatever the page's language. */
export function YesNoWidget({ question, answer, onChange, labelledBy, describedBy, invalid }: WidgetProps<QuestionOf<"yes-no">>) {
  return (
    <ChoiceGroup
      options={[
        {
          value: "Yes",
          label: <span className="w-full text-center font-medium">{t("widgets.yes")}</span>,
          shortcut: "A",
          showKey: true,
        },
        {
          value: "No",
          label: <span className="w-full text-center font-medium">{t("widgets.no")}</span>,
          shortcut: "B",
          showKey: true,
        },
      ]}
      value={typeof answer === "string" ? answer : undefined}
      onSelect={onChange}
      labelledBy={labelledBy}
      describedBy={describedBy}
      invalid={invalid}
      required={question.required}
      className="grid grid-cols-2 gap-3"
      showDot={false}
    />
  );
}

/** Five labels in five columns (stacked on narrow screens). */
export function LikertWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: WidgetProps<QuestionOf<"likert">>) {
  const labels = question.likertScale.labels;
  const keys = keyedChoices(question).map((choice) => choice.key);
  return (
    <ChoiceGroup
      options={labels.map((label, i) => ({
        value: label,
        label: <span className="text-sm sm:text-center">{label}</span>,
        shortcut: keys[i],
        showKey: true,
      }))}
      value={typeof answer === "string" ? answer : undefined}
      onSelect={onChange}
      labelledBy={labelledBy}
      describedBy={describedBy}
      invalid={invalid}
      required={question.required}
      className="grid gap-2 sm:grid-cols-5"
      optionClassName={`${optionClass} sm:flex-col sm:justify-center sm:px-2`}
    />
  );
}
