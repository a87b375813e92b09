import type { LucideIcon } from "lucide-react";

/** A square header button that shows only its icon; the label names it for screen readers and as a tooltip. */
export function IconButton({
  icon: Icon,
  label,
  tooltip = label,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  tooltip?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-600 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
      aria-label={label}
      title={tooltip}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden className="h-4 w-4" />
    </button>
  );
}
