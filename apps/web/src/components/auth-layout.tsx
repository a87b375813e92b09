import { sitePath } from "@sondar/core/site/site-paths";
import type { ReactNode } from "react";
import { useAppConfig } from "../lib/app-config";
import { usePageLanguage } from "../lib/use-page-language";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeSwitcher } from "./theme-switcher";
import { Card } from "./ui/card";
import { Logo } from "./ui/logo";

/** Centred card layout for sign-in, sign-up and verification screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { productName } = useAppConfig();
  // Home is the public site in the language the app is in.
  const home = sitePath(usePageLanguage(), "landing");
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50 dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo name={productName} to={home} />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
      </main>
    </div>
  );
}
