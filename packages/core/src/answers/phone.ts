import type { phoneFormats } from "../surveys/question-schema";

export type PhoneFormat = (typeof phoneFormats)[number];

export interface CountryCode {
  /** ISO 3166-1 alpha-2 code; unique, so it can key a picker even where dial codes repeat. */
  iso: string;
  name: string;
  dial: string;
}

/** The picker's default (docs/product/respondent.md#answer-rules). */
export const DEFAULT_COUNTRY_CODE: CountryCode = { iso: "US", name: "United States", dial: "+1" };

/** The respondent's country-code picker; the first entry is the default. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  DEFAULT_COUNTRY_CODE,
  { iso: "CA", name: "Canada", dial: "+1" },
  { iso: "MX", name: "Mexico", dial: "+52" },
  { iso: "BR", name: "Brazil", dial: "+55" },
  { iso: "AR", name: "Argentina", dial: "+54" },
  { iso: "CL", name: "Chile", dial: "+56" },
  { iso: "CO", name: "Colombia", dial: "+57" },
  { iso: "PE", name: "Peru", dial: "+51" },
  { iso: "GB", name: "United Kingdom", dial: "+44" },
  { iso: "IE", name: "Ireland", dial: "+353" },
  { iso: "FR", name: "France", dial: "+33" },
  { iso: "DE", name: "Germany", dial: "+49" },
  { iso: "ES", name: "Spain", dial: "+34" },
  { iso: "PT", name: "Portugal", dial: "+351" },
  { iso: "IT", name: "Italy", dial: "+39" },
  { iso: "NL", name: "Netherlands", dial: "+31" },
  { iso: "BE", name: "Belgium", dial: "+32" },
  { iso: "CH", name: "Switzerland", dial: "+41" },
  { iso: "AT", name: "Austria", dial: "+43" },
  { iso: "SE", name: "Sweden", dial: "+46" },
  { iso: "NO", name: "Norway", dial: "+47" },
  { iso: "DK", name: "Denmark", dial: "+45" },
  { iso: "FI", name: "Finland", dial: "+358" },
  { iso: "PL", name: "Poland", dial: "+48" },
  { iso: "CZ", name: "Czech Republic", dial: "+420" },
  { iso: "GR", name: "Greece", dial: "+30" },
  { iso: "RO", name: "Romania", dial: "+40" },
  { iso: "UA", name: "Ukraine", dial: "+380" },
  { iso: "TR", name: "Turkey", dial: "+90" },
  { iso: "RU", name: "Russia", dial: "+7" },
  { iso: "IL", name: "Israel", dial: "+972" },
  { iso: "AE", name: "United Arab Emirates", dial: "+971" },
  { iso: "SA", name: "Saudi Arabia", dial: "+966" },
  { iso: "EG", name: "Egypt", dial: "+20" },
  { iso: "NG", name: "Nigeria", dial: "+234" },
  { iso: "KE", name: "Kenya", dial: "+254" },
  { iso: "ZA", name: "South Africa", dial: "+27" },
  { iso: "IN", name: "India", dial: "+91" },
  { iso: "PK", name: "Pakistan", dial: "+92" },
  { iso: "CN", name: "China", dial: "+86" },
  { iso: "JP", name: "Japan", dial: "+81" },
  { iso: "KR", name: "South Korea", dial: "+82" },
  { iso: "SG", name: "Singapore", dial: "+65" },
  { iso: "PH", name: "Philippines", dial: "+63" },
  { iso: "ID", name: "Indonesia", dial: "+62" },
  { iso: "AU", name: "Australia", dial: "+61" },
  { iso: "NZ", name: "New Zealand", dial: "+64" },
];

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The picker's country names in `language` (a BCP 47 tag such as "es"), by the runtime's own
 * region names (Intl.DisplayNames), so no list of names is shipped per language; the English
 * name stays where the runtime has none (docs/product/respondent.md#answer-rules).
 */
export function countryNames(language: string): Map<string, string> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, "en"], { type: "region", fallback: "none" });
  } catch {
    // An unknown tag, or a runtime without region names: English below.
  }
  return new Map(COUNTRY_CODES.map((country) => [country.iso, names?.of(country.iso) ?? country.name]));
}

/** Whether `number` (without its country code) fits `format`; only its digits are counted. */
export function isValidPhone(format: PhoneFormat, number: string): boolean {
  const digits = digitCount(number);
  switch (format) {
    case "us":
      return digits === 10;
    case "international":
      return digits >= 7 && digits <= 15;
    case "any":
      // "Non-empty" means at least one digit: a phone number made only of letters or dashes is none.
      return digits > 0;
  }
}

/** The stored phone answer: code, space, digits, e.g. "+1 5551234567"; "" when no digit was typed. */
export function formatPhoneAnswer(dial: string, number: string): string {
  const digits = number.replace(/\D/g, "");
  // A lone country code is no answer; "" lets it be dropped like any empty answer.
  if (!digits) return "";
  return `+${dial.replace(/\D/g, "") || DEFAULT_COUNTRY_CODE.dial.slice(1)} ${digits}`;
}

/** Splits a stored phone answer back into code and number; an answer without a code keeps the default one. */
export function parsePhoneAnswer(answer: string): { dial: string; number: string } {
  const match = /^\s*(\+\d{1,4})(?:\s+(.*))?$/s.exec(answer);
  if (match?.[1] !== undefined) return { dial: match[1], number: (match[2] ?? "").trim() };
  return { dial: DEFAULT_COUNTRY_CODE.dial, number: answer.trim() };
}
