import { DropdownMenu } from "radix-ui";
import type { ChoiceMenuProps } from "./choice-menu-props";
import { cn } from "./cn";

/**
 * The open menu of `ChoiceMenu`, loaded on first use: Radix's menu and its positioning are most
 * of a public page's script otherwise (docs/decisions/098-public-site-script-on-a-diet.md).
 */
export default function RadixChoiceMenu({
  label,
  trigger,
  triggerClassName,
  itemClassName,
  value,
  onChange,
  options,
}: ChoiceMenuProps) {
  return (
    // Mounted on the first press of the trigger, so it opens at once.
    <DropdownMenu.Root defaultOpen>
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
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                {...(option.lang ? { lang: option.lang } : {})}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold dark:data-[highlighted]:bg-slate-800",
                  itemClassName,
                )}
              >
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
