import { useTranslation } from "react-i18next";
import { formatArticleDate } from "./blog/article-facts";
import { SiteFooter, SiteHeader } from "./site-header";

/**
 * Privacy Policy or Terms of Service: the site's header, the title, 'Last updated' (always the
 * day the page is served, as the product says) and the text. `bodyHtml` is rendered on the server
 * from our own Markdown in the page's language (docs/product/public-site.md#legal-pages).
 */
export default function LegalPage({ page, bodyHtml, today }: { page: "privacy" | "terms"; bodyHtml: string; today: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="min-h-screen">
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`staticPages.${page}`)}</h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t("staticPages.lastUpdated", { date: formatArticleDate(today, i18n.language) })}
        </p>
        <div data-content-body className="article-body mt-10" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </main>
      <SiteFooter />
    </div>
  );
}
