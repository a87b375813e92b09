import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

export type PlainType = "text" | "textarea" | "email" | "url" | "date" | "time" | "yes-no" | "statement";

/** Types without settings show one line on what the respondent sees. */
export function PlainTypeHint({ type }: { type: PlainType }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" />
      {t(`questionEditor.hints.${type}`)}
    </p>
  );
}
