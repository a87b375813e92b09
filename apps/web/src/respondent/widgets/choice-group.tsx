import type { ReactNode } from "react";
import { useId } from "react";
import { optionClass } from "./styles";

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** The accessible name when the label is not text (stars). */
  ariaLabel?: string;
  /** The key that picks it (core's keyedChoices), announced as its shortcut. */
  shortcut?: string | undefined;
  /** Show the shortcut as a key cap before the label (letters); numbers are their own hint. */
  showKey?: boolean;
}

/**
 * A radio group of option cards built on native radios, so arrow keys, Space and screen
 * readers behave as they do everywhere else.
 */
export function ChoiceGroup<V extends string | number>({
  options,
  value,
  onSelect,
  labelledBy,
  describedBy,
  invalid,
  required,
  className = "grid gap-2",
  optionClassName = optionClass,
  showDot = true,
  onHover,
}: {
  options: ChoiceOption<V>[];
  value: V | undefined;
  onSelect: (value: V) => void;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  className?: string;
  optionClassName?: string;
  showDot?: boolean;
  /** Pointer hover over an option (the star preview). */
  onHover?: (value: V) => void;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={required}
      className={className}
    >
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={`relative ${optionClassName}`}
          onMouseEnter={onHover ? () => onHover(option.value) : undefined}
        >
          <input
            type="radio"
            name={name}
            // Without a dot the radio covers its card, invisible, so a click or tap lands on it.
            className={
              showDot
                ? "h-4 w-4 shrink-0 accent-brand-600"
                : "absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
            }
            checked={value === option.value}
            onChange={() => onSelect(option.value)}
            aria-label={option.ariaLabel}
            aria-keyshortcuts={option.shortcut && option.shortcut.length === 1 ? option.shortcut : undefined}
          />
          {option.showKey && option.shortcut && <KeyCap>{option.shortcut}</KeyCap>}
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** A key's visible hint; the option's own label stays its name, the key is announced as its shortcut. */
export function KeyCap({ children }: { children: ReactNode }) {
  return (
    <kbd
      aria-hidden
      className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded border border-slate-300 bg-slate-50 px-1 font-sans text-xs font-semibold text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
    >
      {children}
    </kbd>
  );
}
