import { themeQuotes, type AnalysisTheme } from "@sondar/core/ai/analysis-result";
import { Tags } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ThemeEditList, ThemeEditor, type ThemeEditing } from "./analysis-theme-editor";
import { QuoteLine } from "./quote-line";
import { ResultCard } from "./result-card";
import { useFormatters } from "../../lib/use-formatters";

export const TONE_STYLE: Record<NonNullable<AnalysisTheme["tone"]>, string> = {
  negative: "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
  positive: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

/**
 * The themes of the open answers, each with its count, share, tone and verbatim quotes, each
 * quote linking to its response when the analysis knows it (docs/product/ai.md#themes-of-open-answers).
 * Quotes are respondents' text: rendered as plain text (React escapes it), never as markup.
 */
export function AnalysisThemes({
  surveyId,
  themes,
  editing,
}: {
  surveyId: string;
  themes: readonly AnalysisTheme[];
  editing?: ThemeEditing;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (themes.length === 0 && !editing?.edits.length) return null;
  return (
    <ResultCard icon={<Tags aria-hidden className="h-4 w-4" />} title={t("responses.ai.themes")}>
      <ul className="mt-3 space-y-4 text-sm">
        {themes.map((theme) => (
          <li key={`${theme.questionId}:${theme.label}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{theme.label}</span>
              <span className="text-slate-500 dark:text-slate-400">
                {t("responses.ai.themeCount", { count: theme.count, share: format.percent(theme.share) })}
              </span>
              {theme.tone ? (
                <span className={`rounded-full px-2 py-0.5 text-xs ${TONE_STYLE[theme.tone]}`}>
                  {t(`responses.ai.tone.${theme.tone}`)}
                </span>
              ) : null}
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t("responses.ai.themeQuestion", { question: theme.questionTitle })}
            </p>
            {theme.quotes.length > 0 ? (
              <ul aria-label={t("responses.ai.quotesLabel")} className="mt-1.5 space-y-1">
                {themeQuotes(theme).map((quote, i) => (
                  <QuoteLine key={i} surveyId={surveyId} text={quote.text} responseId={quote.responseId} />
                ))}
              </ul>
            ) : null}
            {editing ? (
              <ThemeEditor
                theme={theme}
                others={themes.filter((o) => o.questionId === theme.questionId && o.label !== theme.label).map((o) => o.label)}
                editing={editing}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? <ThemeEditList editing={editing} /> : null}
    </ResultCard>
  );
}
