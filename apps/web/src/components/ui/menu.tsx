import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn";

/** A button that opens a single-choice menu (language, theme, …). */
export function ChoiceMenu({
  label,
  trigger,
  triggerClassName,
  value,
  onChange,
  children,
}: {
  label: string;
  trigger: ReactNode;
  triggerClassName: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {children}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function ChoiceMenuItem({
  value,
  lang,
  className,
  children,
}: {
  value: string;
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      {...(lang ? { lang } : {})}
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold dark:data-[highlighted]:bg-slate-800",
        className,
      )}
    >
      {children}
    </DropdownMenu.RadioItem>
  );
}
