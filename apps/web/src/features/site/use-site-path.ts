import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@sondar/core/i18n/languages";
import { sitePath, type SitePage } from "@sondar/core/site/site-paths";
import { useTranslation } from "react-i18next";

/** The language the page is shown in, and the address of a public page in that language. */
export function useSitePath() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return { language, pathTo: (page: SitePage | "article", slug?: string) => sitePath(language, page, slug) };
}
