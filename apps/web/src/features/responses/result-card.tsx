import type { ReactNode } from "react";

/** A bordered block of the analysis result with an icon heading (insights, recommendations, themes). */
export function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <span className="text-brand-600 dark:text-brand-400">{icon}</span>
        {title}
      </h3>
      {children}
    </div>
  );
}
