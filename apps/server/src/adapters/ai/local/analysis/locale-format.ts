/** Numbers, shares, counts and lists written the way one locale writes them. */
export interface LocaleFormat {
  /** One decimal at most: 4.25 → "4.3" (en), "4,3" (es). */
  decimal(value: number): string;
  /** A share already on 0–100: 45.5 → "45.5%" (en), "45,5 %" (fr). */
  percent(value: number): string;
  /** The count and the noun form its number takes: (1, "answer", "answers") → "1 answer". */
  count(value: number, one: string, other: string): string;
  /** The form a count takes, without the count: "was" or "were". */
  plural(value: number, one: string, other: string): string;
  /** "a", "a and b", "a, b and c" in the locale's words. */
  list(items: readonly string[]): string;
  /** A language's name in the locale's words: "es" → "Spanish" (en), "español" (es). */
  languageName(code: string): string;
}

// Rounded here, half up as the engine always did, so Intl only writes the digits; + 0 turns -0 into 0.
const toTenths = (value: number) => Math.round(value * 10) / 10 + 0;

/**
 * Intl formats for one locale. No digit grouping: counts read "1204 answers" in every language,
 * as the English engine has always written them. `pluralLocale` picks other plural rules where
 * CLDR's differ from the written language's (counts here are whole numbers).
 */
export function localeFormat(locale: string, pluralLocale = locale): LocaleFormat {
  const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const percents = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "percent",
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  const plurals = new Intl.PluralRules(pluralLocale);
  const lists = new Intl.ListFormat(locale, { type: "conjunction" });
  const languages = new Intl.DisplayNames(locale, { type: "language" });
  const plural = (value: number, one: string, other: string) => (plurals.select(value) === "one" ? one : other);
  const decimal = (value: number) => decimals.format(toTenths(value));
  return {
    decimal,
    percent: (value) => percents.format(toTenths(value)),
    count: (value, one, other) => `${decimal(value)} ${plural(value, one, other)}`,
    plural,
    list: (items) => lists.format(items),
    languageName: (code) => languages.of(code) ?? code,
  };
}
