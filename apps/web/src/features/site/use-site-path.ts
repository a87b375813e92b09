import { withPageLanguage } from "@sondar/core/i18n/languages";
import { sitePath, type SitePage } from "@sondar/core/site/site-paths";
import { usePageLanguage } from "../../lib/use-page-language";

/**
 * The language the page is shown in, the address of a public page in that language, and an app
 * page's address asking for it (`/register?lang=de`, docs/decisions/151-language-carried-into-the-app.md).
 */
export function useSitePath() {
  const language = usePageLanguage();
  return {
    language,
    pathTo: (page: SitePage | "article", slug?: string) => sitePath(language, page, slug),
    appPathTo: (address: string) => withPageLanguage(address, language),
  };
}
