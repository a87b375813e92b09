import { cn } from "../../components/ui/cn";

/** A row of pressed/unpressed pills choosing one filter (the blog's categories, the support topics). */
export function FilterPills<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  className,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  className: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-inset",
            value === option
              ? "bg-brand-600 text-white ring-brand-600"
              : "text-slate-700 ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800",
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
