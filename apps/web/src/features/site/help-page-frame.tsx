import type { ReactNode } from "react";
import { SiteFooter, SiteHeader } from "./site-header";

/** Docs, Support and Contact: the site's header, a centred title with its line, the page, the footer. */
export function HelpPageFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <SiteHeader />
      <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{subtitle}</p>
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
