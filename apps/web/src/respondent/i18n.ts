import { FALLBACK_LANGUAGE, isLanguage, languageOfAddress, type Language } from "@sondar/core/i18n/languages";
import { respondent as en } from "../../locales/en/translation.json";
import { createTranslator, type Messages, type Translate } from "./translate";

// Only English, the fallback, is bundled (the "respondent" subtree, a few KB). The server writes
// the visitor's language into the page, so the first question still paints in it without a
// second request (docs/decisions/052-respondent-weight.md).

/**
 * The address's `?lang=` first (docs/product/respondent.md#addresses), then the main app's
 * detector, with its key and order: saved choice, browser languages, page lang.
 */
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
  const candidates = [
    languageOfAddress(location.search),
    readSavedLanguage(),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** The page's language: detected, or the survey's when it has translations (switchLanguage). */
export let language = detectLanguage();

let translate = createTranslator(FALLBACK_LANGUAGE, en, en);
let loaded = language === FALLBACK_LANGUAGE;

/** Translates a key under "respondent" in the visitor's language, falling back to English. */
export const t: Translate = (key, vars) => translate(key, vars);

/** Whether the visitor's language is ready (English always is). */
export const isLanguageLoaded = () => loaded;

/**
 * The page's words in `lang`: the ones the server wrote into the page when they are in that
 * language, else the translation file's; null when neither can be had (English stays).
 */
export async function readMessages(doc: Document, lang: Language): Promise<Messages | null> {
  if (lang === FALLBACK_LANGUAGE) return en;
  const embedded = doc.getElementById("respondent-messages");
  if (embedded?.dataset.language === lang && embedded.textContent) {
    try {
      return JSON.parse(embedded.textContent) as Messages;
    } catch {
      // A damaged tag: the file below has the same words.
    }
  }
  try {
    const res = await fetch(`/locales/${lang}/translation.json`, { headers: { Accept: "application/json" } });
    const file = res.ok ? ((await res.json()) as { respondent?: Messages }) : null;
    return file?.respondent ?? null;
  } catch {
    return null;
  }
}

/** Switches `t` to the visitor's language once its words are here; English until then. */
export async function loadLanguage(doc: Document = document): Promise<void> {
  if (loaded) return;
  const wanted = language;
  const messages = await readMessages(doc, wanted);
  // A later switch won the race: its words are the ones to keep.
  if (wanted !== language) return;
  translate = messages ? createTranslator(wanted, messages, en) : createTranslator(FALLBACK_LANGUAGE, en, en);
  loaded = true;
}

/**
 * The page's words in `lang` from now on: a survey with translations speaks the language its
 * texts are shown in, chosen or switched (docs/decisions/240-survey-translations.md).
 */
export async function switchLanguage(lang: Language, doc: Document = document): Promise<void> {
  if (lang === language && loaded) return;
  language = lang;
  loaded = lang === FALLBACK_LANGUAGE;
  if (loaded) translate = createTranslator(FALLBACK_LANGUAGE, en, en);
  doc.documentElement.lang = lang;
  await loadLanguage(doc);
}
