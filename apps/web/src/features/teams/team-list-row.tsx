import type { ReactNode } from "react";

/** One row of the members or invitations list: a round mark, the details, and the controls (below them on a phone). */
export function TeamListRow({ mark, details, controls }: { mark: ReactNode; details: ReactNode; controls: ReactNode }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        aria-hidden
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200"
      >
        {mark}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">{details}</div>
        <div className="flex items-center gap-2">{controls}</div>
      </div>
    </li>
  );
}
