import type { LucideIcon } from "lucide-react";
import { cn } from "./cn";

/**
 * The small icon button at the end of a chip (remove a key, lift a filter, filter by a value,
 * copy a token): the label names it for screen readers and as a tooltip.
 */
export function ChipButton({
  icon: Icon,
  label,
  disabled,
  onClick,
  className,
}: {
  icon: LucideIcon;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  /** The hover colours of the chip it sits on. */
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 disabled:opacity-50 dark:hover:bg-slate-700",
        className,
      )}
    >
      <Icon aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}
