/** The languages the product ships, in the order the switcher lists them. */
export const LANGUAGES = ["en", "es", "fr", "de", "pt"] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is one of the product's languages, else the fallback: "en-GB" or undefined → "en". */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}

/** Where the browser keeps the chosen language, shared by the app and the public site. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/**
 * The query parameter that sets a respondent page's language (`/survey/abc?lang=es`), over the
 * browser's: a link from a Spanish page, or an embed on one, shows its buttons in Spanish
 * (docs/product/respondent.md#addresses).
 */
export const PAGE_LANGUAGE_PARAM = "lang";

/** The language a respondent page's address asks for, or null when it names none of ours. */
export function languageOfAddress(search: string): Language | null {
  const asked = new URLSearchParams(search).get(PAGE_LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/**
 * An app page's address asking for `language` (`/register?plan=yearly&lang=de`): a link from a
 * public page in German opens sign-up in German, whatever the browser's languages or an earlier
 * choice say (docs/decisions/151-language-carried-into-the-app.md).
 */
export function withPageLanguage(address: string, language: Language): string {
  const at = address.indexOf("?");
  const path = at < 0 ? address : address.slice(0, at);
  const params = new URLSearchParams(at < 0 ? "" : address.slice(at + 1));
  params.set(PAGE_LANGUAGE_PARAM, language);
  return `${path}?${params.toString()}`;
}
