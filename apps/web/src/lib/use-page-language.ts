import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import { useTranslation } from "react-i18next";

/** The language the page is shown in: one of the product's, else English. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}
