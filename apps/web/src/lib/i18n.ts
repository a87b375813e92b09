import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, PAGE_LANGUAGE_PARAM } from "@sondar/core/i18n/languages";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";

/**
 * Loads /locales/{lng}/translation.json; detection: the address's `?lang=` (a public page's links
 * into the app ask for its language, docs/decisions/151-language-carried-into-the-app.md), saved
 * value, browser languages, page lang. The language found is saved for the next pages.
 */
export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      ns: ["translation"],
      defaultNS: "translation",
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      detection: {
        order: ["querystring", "localStorage", "navigator", "htmlTag"],
        lookupQuerystring: PAGE_LANGUAGE_PARAM,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
      },
      // React escapes on render; escaping here would double-escape.
      interpolation: { escapeValue: false },
      saveMissing: false,
      maxParallelReads: 10,
      react: { useSuspense: true },
    });
}

export { i18n };
