import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../lib/app-config";
import { ComparisonCta } from "./comparison-cta";
import { SiteFooter, SimplePageHeader } from "./site-header";

export type StaticPageName = "privacy" | "terms" | "support" | "contact" | "docs" | "typeform-alternative" | "blog";

/** The public pages' frame: logo, heading, 'Back to Home'; their full content is a later issue. */
export default function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  return (
    <div className="min-h-screen">
      <SimplePageHeader width="max-w-4xl" />
      <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`staticPages.${page}`)}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {t("staticPages.pending")}{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            {supportEmail}
          </a>
        </p>
        {page === "typeform-alternative" && <ComparisonCta />}
      </main>
      <SiteFooter />
    </div>
  );
}
