import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LanguageSwitcher } from "../../components/language-switcher";
import { MenuButton } from "../../components/menu-button";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { useAppConfig } from "../../lib/app-config";
import { useSitePath } from "./use-site-path";

/** The site's sections, in the header's navigation and in its menu on small screens. */
const NAV_PAGES = [
  ["blog", "site.blog"],
  ["docs", "site.docs"],
  ["support", "site.support"],
  ["contact", "site.contact"],
] as const;

const MENU_ID = "site-menu";

/**
 * The public pages' header, the same on every page: logo, the site's sections, language and
 * theme switches, the page's own actions (`children`). Below `lg` the sections and sign-in are in
 * a menu; on a phone the page's actions are too, so the bar keeps the logo, switches and menu.
 */
export function SiteHeaderFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const { pathTo, appPathTo } = useSitePath();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu wherever the focus is, unless a menu above it (the language
  // or theme menu) took that Escape for itself.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);
  const sections = (className: string) =>
    NAV_PAGES.map(([page, key]) => (
      <Link key={page} to={pathTo(page)} aria-current={pathname === pathTo(page) ? "page" : undefined} className={className}>
        {t(key)}
      </Link>
    ));
  return (
    <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <Logo name={productName} to={pathTo("landing")} />
        <nav aria-label={t("nav.main")} className="ml-4 hidden items-center gap-1 lg:flex">
          {sections(
            "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:text-brand-300",
          )}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <div className="hidden items-center gap-2 sm:flex">{children}</div>
          <MenuButton
            ref={menuButton}
            open={menuOpen}
            controls={MENU_ID}
            onToggle={() => setMenuOpen((open) => !open)}
            className="lg:hidden"
          />
        </div>
      </div>
      <nav
        id={MENU_ID}
        aria-label={t("nav.main")}
        hidden={!menuOpen}
        className="border-t border-slate-200 px-3 pb-4 pt-2 sm:px-6 lg:hidden dark:border-slate-800"
      >
        <div className="mx-auto flex max-w-6xl flex-col">
          {sections(
            "rounded-lg px-3 py-3 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-950 dark:aria-[current=page]:text-brand-200",
          )}
          <Link
            to={appPathTo("/login")}
            className="mt-2 rounded-lg border-t border-slate-200 px-3 py-3 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-800 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t("site.signIn")}
          </Link>
          <div className="mt-2 flex flex-wrap gap-2 px-3 sm:hidden">{children}</div>
        </div>
      </nav>
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
