import type { QuestionType } from "@sondar/core/question-types/question-types";
import { createQuestion } from "@sondar/core/surveys/create-question";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { QuestionOf } from "./types";
import en from "../../../../locales/en/translation.json";

/** English translations loaded synchronously for component tests (no HTTP backend). */
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

/** A new question of `type` typed as that variant, so tests can set its settings. */
export function makeQuestion<T extends QuestionType>(type: T, id: string): QuestionOf<T> {
  return createQuestion(type, id) as QuestionOf<T>;
}
