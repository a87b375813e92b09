import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@sondar/core/i18n/languages";
import { respondent as de } from "../../locales/de/translation.json";
import { respondent as en } from "../../locales/en/translation.json";
import { respondent as es } from "../../locales/es/translation.json";
import { respondent as fr } from "../../locales/fr/translation.json";
import { respondent as pt } from "../../locales/pt/translation.json";
import { createTranslator, type Messages } from "./translate";

// Only the "respondent" subtree of each file is bundled (a few KB): the first question
// paints in the visitor's language without waiting for a translation file.
const MESSAGES: Record<Language, Messages> = { en, es, fr, de, pt };

/** Same key and order as the main app's detector: saved choice, browser languages, page lang. */
const LANGUAGE_STORAGE_KEY = "i18nextLng";

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The first supported language among the saved choice, the browser's list and the page's lang. */
export function detectLanguage(): Language {
  const candidates = [readSavedLanguage(), ...(navigator.languages ?? [navigator.language]), document.documentElement.lang];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

export const language = detectLanguage();

/** Translates a key under "respondent" in the visitor's language, falling back to English. */
export const t = createTranslator(language, MESSAGES[language], MESSAGES[FALLBACK_LANGUAGE]);
