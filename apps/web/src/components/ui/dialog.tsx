import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn";

/** A modal dialog with a title, an optional description, and focus trapped inside. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a wider max-width. */
  className?: string;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <D.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <D.Title className="text-lg font-semibold">{title}</D.Title>
          {description && (
            <D.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</D.Description>
          )}
          <div className="mt-4">{children}</div>
          <D.Close
            className="absolute right-4 top-4 rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label={closeLabel}
          >
            <X aria-hidden className="h-4 w-4" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
