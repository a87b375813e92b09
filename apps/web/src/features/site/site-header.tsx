import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "../../components/language-switcher";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { useAppConfig } from "../../lib/app-config";
import { useSitePath } from "./use-site-path";

/** The public pages' header: logo, language and theme switches, then the page's own actions. */
export function SiteHeaderFrame({ children }: { children: ReactNode }) {
  const { productName } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <Logo name={productName} to={pathTo("landing")} />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitcher />
          <ThemeSwitcher />
          {children}
        </div>
      </div>
    </header>
  );
}

/** The public header; 'Get started' starts checkout where the page offers one, else leads to sign-up. */
export function SiteHeader({ onGetStarted, busy = false }: { onGetStarted?: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  const { appPathTo } = useSitePath();
  return (
    <SiteHeaderFrame>
      <Link
        to={appPathTo("/login")}
        className="hidden px-3 text-sm font-medium text-slate-700 hover:text-slate-900 sm:inline dark:text-slate-300 dark:hover:text-white"
      >
        {t("site.signIn")}
      </Link>
      {onGetStarted ? (
        <Button size="sm" onClick={onGetStarted} disabled={busy}>
          {t("site.getStarted")}
        </Button>
      ) : (
        <Button asChild size="sm">
          <Link to={appPathTo("/register")}>{t("site.getStarted")}</Link>
        </Button>
      )}
    </SiteHeaderFrame>
  );
}

/** A link back (to the home page, to the blog) with its arrow. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm font-medium ${className}`}>
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** The text pages' header: the logo and 'Back to Home'. */
export function SimplePageHeader({ width }: { width: "max-w-3xl" | "max-w-4xl" }) {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const { pathTo } = useSitePath();
  return (
    <header className={`mx-auto flex h-16 ${width} items-center justify-between px-4 sm:px-6`}>
      <Logo name={productName} to={pathTo("landing")} />
      <BackLink to={pathTo("landing")} className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
        {t("common.backToHome")}
      </BackLink>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const { pathTo } = useSitePath();
  const links = [
    ["blog", "site.blog"],
    ["docs", "site.docs"],
    ["support", "site.support"],
    ["contact", "site.contact"],
    ["typeform-alternative", "site.comparison"],
    ["privacy", "site.privacy"],
    ["terms", "site.terms"],
  ] as const;
  return (
    <footer className="border-t border-slate-200 py-10 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">© 2024 {productName}</p>
        <nav aria-label={t("site.footerNav")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {links.map(([page, key]) => (
            <Link
              key={page}
              to={pathTo(page)}
              className="text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            >
              {t(key)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
