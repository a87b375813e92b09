import { Loader2 } from "lucide-react";
import { cn } from "./cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={cn("h-5 w-5 animate-spin text-brand-600 dark:text-brand-400", className)} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** The whole-screen wait shown while the session or a page loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600 dark:text-slate-300">
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
