import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../components/ui/logo";
import { useAppConfig } from "../../lib/app-config";
import { ComparisonCta } from "./comparison-cta";
import { SiteFooter } from "./site-header";
import { useSitePath } from "./use-site-path";

export type StaticPageName = "privacy" | "terms" | "support" | "contact" | "docs" | "typeform-alternative" | "blog";

/** The public pages' frame: logo, heading, 'Back to Home'; their full content is a later issue. */
export default function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const { productName, supportEmail } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
        <Logo name={productName} to={pathTo("landing")} />
        <Link
          to={pathTo("landing")}
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t("common.backToHome")}
        </Link>
      </header>
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
