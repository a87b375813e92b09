import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/language-switcher";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { Logo } from "../../components/ui/logo";
import { useAppConfig } from "../../lib/app-config";

/**
 * The frame of the local provider's pages: they stand in for a provider's hosted checkout and
 * portal, so they sit outside the app's navigation and say 'Test mode' on every screen.
 */
export function LocalBillingFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <p className="flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        <FlaskConical aria-hidden className="h-4 w-4 shrink-0" />
        {t("billing.local.banner")}
      </p>
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-2 px-4 py-4 sm:px-6">
        <Logo name={productName} to="/billing" />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <span className="rounded-full border border-amber-400 bg-amber-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
            {t("billing.testMode")}
          </span>
        </div>
        {children}
      </main>
    </div>
  );
}
