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
