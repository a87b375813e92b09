import { RadioGroup, Switch } from "radix-ui";
import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cn } from "../../../components/ui/cn";

/** A labelled on/off switch (radix Switch), like the settings screen's. */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        aria-labelledby={`${id}-label`}
        {...(hint ? { "aria-describedby": `${id}-hint` } : {})}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

/**
 * A segmented single choice built on radix RadioGroup: arrow keys move between the
 * segments, and screen readers hear a radio group with its visible label.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
  describedBy,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  disabled: boolean;
  onChange: (value: T) => void;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        {...(describedBy ? { "aria-describedby": describedBy } : {})}
        value={value}
        disabled={disabled}
        orientation="horizontal"
        onValueChange={(next) => {
          const match = options.find((option) => option.value === next);
          if (match) onChange(match.value);
        }}
        className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              "min-w-11 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors",
              "hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50",
              "data-[state=checked]:bg-white data-[state=checked]:text-brand-700 data-[state=checked]:shadow-sm",
              "disabled:cursor-not-allowed disabled:opacity-60",
              "dark:text-slate-300 dark:hover:text-white dark:data-[state=checked]:bg-slate-950 dark:data-[state=checked]:text-brand-300",
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** A multi-line text field styled like `Input`. */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        "block min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400",
        "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30",
        "disabled:cursor-not-allowed disabled:opacity-60",
        "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500",
        className,
      )}
      {...props}
    />
  );
}

/** Small grey help text under a field; give it an id and point the field's aria-describedby at it. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
      {children}
    </p>
  );
}

/** Red inline error under a field; the field points aria-describedby at its id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

/** A titled block inside the editor card. */
export function EditorSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("border-t border-slate-200 pt-5 dark:border-slate-800", className)}>
      <h3 id={id} className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Joins the ids of whichever hint and error a field currently shows. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}
