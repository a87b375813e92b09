import {
  COUNTRY_CODES,
  countryNames,
  DEFAULT_COUNTRY_CODE,
  formatPhoneAnswer,
  parsePhoneAnswer,
} from "@sondar/core/answers/phone";
import { useState } from "react";
import type { QuestionOf } from "../survey-types";
import { language, t } from "../i18n";
import { fieldClass } from "./styles";
import type { WidgetProps } from "./widget-props";

/** The countries in the visitor's language; the language is settled when the page starts. */
const COUNTRY_NAMES = countryNames(language);

/** Country code picker (default +1 United States) and number; stored as "+1 5551234567". */
export function PhoneWidget({ question, answer, onChange, labelledBy, describedBy, invalid }: WidgetProps<QuestionOf<"phone">>) {
  const [state, setState] = useState(() => {
    const parsed = typeof answer === "string" && answer ? parsePhoneAnswer(answer) : null;
    // Several countries share a dial code (+1): the first with that code stands for them.
    const country = COUNTRY_CODES.find((c) => c.dial === parsed?.dial) ?? DEFAULT_COUNTRY_CODE;
    return { iso: country.iso, number: parsed?.number ?? "" };
  });
  const dialOf = (iso: string) => COUNTRY_CODES.find((c) => c.iso === iso)?.dial ?? DEFAULT_COUNTRY_CODE.dial;
  const update = (next: { iso: string; number: string }) => {
    setState(next);
    onChange(formatPhoneAnswer(dialOf(next.iso), next.number));
  };
  return (
    // On a phone the country picker takes its own full-width row, so its name is never cut off.
    <div className="flex flex-col gap-2 sm:flex-row" role="group" aria-labelledby={labelledBy}>
      <select
        className={`${fieldClass} sm:w-auto sm:max-w-[45%] sm:shrink-0`}
        value={state.iso}
        onChange={(e) => update({ ...state, iso: e.target.value })}
        aria-label={t("widgets.countryCode")}
        autoComplete="tel-country-code"
      >
        {COUNTRY_CODES.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.dial} {COUNTRY_NAMES.get(c.iso) ?? c.name}
          </option>
        ))}
      </select>
      <input
        type="tel"
        className={fieldClass}
        value={state.number}
        onChange={(e) => update({ ...state, number: e.target.value })}
        placeholder={question.phoneSettings.format === "us" ? "555 123 4567" : undefined}
        autoComplete="tel-national"
        aria-label={t("widgets.phoneNumber")}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={question.required}
      />
    </div>
  );
}
