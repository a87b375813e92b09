// Test-only: English translations loaded synchronously for component tests (no HTTP backend).
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en/translation.json";

/** Initializes i18next with the English file once per test file's module graph. */
export function initTestI18n() {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: "en",
      fallbackLng: "en",
      resources: { en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  return i18n;
}
