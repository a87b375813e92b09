import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "./ui/cn";
import { ChoiceMenu } from "./ui/menu";

const options = LANGUAGES.map((lng) => ({
  value: lng,
  lang: lng,
  label: (
    <>
      {LANGUAGE_NAMES[lng]}
      <span className="text-xs uppercase text-slate-400">{lng}</span>
    </>
  ),
}));

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? "en") as Language;
  return (
    <ChoiceMenu
      // The visible "EN" is part of the name, so voice users can say what they see (WCAG 2.5.3);
      // not in parentheses, which name checks such as axe's set aside.
      label={`${t("language.switch")}: ${current.toUpperCase()}`}
      trigger={
        <>
          <Languages aria-hidden className="h-5 w-5" />
          <span className="uppercase">{current}</span>
        </>
      }
      triggerClassName={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
        className,
      )}
      itemClassName="justify-between gap-4"
      value={current}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      options={options}
    />
  );
}
