import { getDisplayName, getInitial } from "@sondar/core/user/display-name";
import { useQueryClient } from "@tanstack/react-query";
import { CreditCard, LayoutDashboard, LogOut, Settings, Users } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { LanguageSwitcher } from "../components/language-switcher";
import { MenuButton } from "../components/menu-button";
import { ThemeSwitcher } from "../components/theme-switcher";
import { Button } from "../components/ui/button";
import { cn } from "../components/ui/cn";
import { Logo } from "../components/ui/logo";
import { Spinner } from "../components/ui/spinner";
import { useAppConfig } from "../lib/app-config";
import { SESSION_QUERY_KEY, signOut, useSession } from "../lib/session";
import { showToast } from "../lib/toast-store";

const links = [
  { to: "/dashboard", key: "nav.dashboard", Icon: LayoutDashboard },
  { to: "/teams", key: "nav.teams", Icon: Users },
  { to: "/settings", key: "nav.settings", Icon: Settings },
  { to: "/billing", key: "nav.billing", Icon: CreditCard },
] as const;

/** The signed-in layout: navigation, user, preferences and sign-out; a menu on small screens. */
export function AppShell() {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const { data: me } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const name = getDisplayName(me?.user);

  useEffect(() => setMenuOpen(false), [pathname]);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "config" && q.queryKey[0] !== "session" });
      void navigate("/login", { replace: true });
    } catch {
      showToast({ type: "error", title: t("nav.signOutFailed") });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Logo name={productName} to="/dashboard" />
          <MainNav className="ml-6 hidden items-center gap-1 md:flex" />
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <LanguageSwitcher />
            <ThemeSwitcher />
            <span className="mx-2 max-w-48 truncate text-sm font-medium" data-testid="user-name">
              {name}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void onSignOut()} disabled={signingOut}>
              <LogOut aria-hidden className="h-4 w-4" />
              {t("nav.signOut")}
            </Button>
          </div>
          <MenuButton
            open={menuOpen}
            controls="mobile-menu"
            onToggle={() => setMenuOpen((open) => !open)}
            className="ml-auto md:hidden"
          />
        </div>
        {menuOpen && (
          <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-6 pt-4 md:hidden dark:border-slate-800">
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {getInitial(me?.user)}
              </span>
              <div className="min-w-0">
                <p className="font-medium">{t("nav.welcome", { name })}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">{me?.user.email}</p>
              </div>
            </div>
            <MainNav className="mt-4 flex flex-col gap-1" />
            <div className="mt-4 rounded-xl bg-slate-100 p-3 dark:bg-slate-900">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("nav.preferences")}</p>
              <div className="mt-2 flex items-center gap-2">
                <LanguageSwitcher />
                <ThemeSwitcher />
              </div>
            </div>
            <Button variant="secondary" className="mt-4 w-full" onClick={() => void onSignOut()} disabled={signingOut}>
              <LogOut aria-hidden className="h-4 w-4" />
              {t("nav.signOut")}
            </Button>
          </div>
        )}
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner label={t("common.loading")} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );

/** The signed-in sections, as a bar on wide screens and a list in the mobile menu. */
function MainNav({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")} className={className}>
      {links.map(({ to, key, Icon }) => (
        <NavLink key={to} to={to} className={navClass}>
          <Icon aria-hidden className="h-4 w-4" />
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
