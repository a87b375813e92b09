import type { AnalysisCrossTab } from "@sondar/core/ai/analysis-result";
import { Split } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TONE_STYLE } from "./analysis-themes";
import { ResultCard } from "./result-card";
import { useFormatters } from "../../lib/use-formatters";

/**
 * What the respondents behind a score say (docs/product/ai.md#findings-that-connect-numbers-and-words):
 * per group, the themes its open answers mention, with the share among the group beside the
 * share among everyone else. Labels and titles are text (React escapes them).
 */
export function AnalysisCrossTabs({ crossTabs }: { crossTabs: readonly AnalysisCrossTab[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (crossTabs.length === 0) return null;
  return (
    <ResultCard icon={<Split aria-hidden className="h-4 w-4" />} title={t("responses.ai.crossTabs")}>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("responses.ai.crossTabsHint")}</p>
      <ul className="mt-3 grid gap-4 text-sm md:grid-cols-2">
        {crossTabs.map((tab) => {
          const range =
            tab.scoreFrom === tab.scoreTo
              ? format.number(tab.scoreFrom)
              : `${format.number(tab.scoreFrom)}–${format.number(tab.scoreTo)}`;
          return (
            <li
              key={`${tab.segment}:${tab.ratedQuestionId}:${tab.textQuestionId}`}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <h4 className="break-words font-medium">
                {t(`responses.ai.crossTab.${tab.segment}`, { question: tab.ratedQuestionTitle, range })}
              </h4>
              <p className="break-words text-xs text-slate-500 dark:text-slate-400">
                {t("responses.ai.crossTabAnswers", { count: tab.respondents, question: tab.textQuestionTitle })}
              </p>
              <ul className="mt-2 space-y-2.5">
                {tab.themes.map((theme) => (
                  <li key={theme.label}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <span className="break-words">
                        <span className="font-medium">{theme.label}</span>
                        {theme.tone ? (
                          <span className={`ml-2 rounded-full px-2 py-0.5 text-xs ${TONE_STYLE[theme.tone]}`}>
                            {t(`responses.ai.tone.${theme.tone}`)}
                          </span>
                        ) : null}
                      </span>
                      <span className="text-xs text-slate-600 dark:text-slate-300">
                        {t("responses.ai.crossTabShare", { share: format.percent(theme.share) })}
                        {theme.othersShare === null
                          ? null
                          : ` · ${t("responses.ai.crossTabOthers", { share: format.percent(theme.othersShare) })}`}
                      </span>
                    </div>
                    {/* The bar repeats the share in the text beside it. */}
                    <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                      <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.min(100, theme.share)}%` }} />
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </ResultCard>
  );
}
