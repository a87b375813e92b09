import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";

/** A native select styled like the inputs: native keeps keyboard and screen-reader behaviour. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "block h-10 rounded-lg border border-slate-300 bg-white px-3 pr-8 text-sm text-slate-900",
        "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-60",
        "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
        className,
      )}
      {...props}
    />
  );
}
