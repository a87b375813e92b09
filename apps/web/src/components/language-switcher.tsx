import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { Languages } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { cn } from "./ui/cn";

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? "en") as Language;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("language.switch")}
        className={cn(
          "inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
          className,
        )}
      >
        <Languages aria-hidden className="h-5 w-5" />
        <span className="uppercase">{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(lng) => void i18n.changeLanguage(lng)}>
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold dark:data-[highlighted]:bg-slate-800"
              >
                {LANGUAGE_NAMES[lng]}
                <span className="text-xs uppercase text-slate-400">{lng}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
