import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SiteFooter, SiteHeader } from "./site-header";
import { useSitePath } from "./use-site-path";

/** What an unknown address shows to a crawler with its 404; a person's browser goes on to the home page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathTo } = useSitePath();
  return (
    <div className="min-h-screen">
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t("site.notFound.title")}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t("site.notFound.body")}</p>
        <Link to={pathTo("landing")} className="mt-8 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("common.backToHome")}
        </Link>
      </main>
      <SiteFooter />
    </div>
  );
}
