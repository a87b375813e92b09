import { LANGUAGE_NAMES, type Language } from "@sondar/core/i18n/languages";
import { useId } from "react";
import { t } from "./i18n";

/**
 * The respondent's choice among the survey's languages: a native select, which every screen
 * reader and keyboard knows. Switching keeps the answers (they are stored in the default language).
 */
export function LanguageSwitcher({
  languages,
  value,
  onChange,
}: {
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2 px-4 pt-3 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
      <label htmlFor={id}>{t("language")}</label>
      <select
        id={id}
        lang={value}
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
