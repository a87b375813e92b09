import type { TextSummary } from "@sondar/core/responses/survey-summary";
import { useTranslation } from "react-i18next";

/** The most recent text answers, as quotes. */
export function TextSamples({ summary }: { summary: TextSummary }) {
  const { t } = useTranslation();
  if (summary.recent.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t("responses.overview.noAnswers")}</p>;
  }
  return (
    <div>
      <p className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t("responses.overview.recentAnswers")}
      </p>
      <ul className="space-y-2">
        {summary.recent.map((text, i) => (
          <li
            key={i}
            className="line-clamp-3 whitespace-pre-line break-words rounded-lg border-l-2 border-brand-400 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
          >
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
