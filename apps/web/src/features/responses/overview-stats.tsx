import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import { useTranslation } from "react-i18next";
import { parseCompletedAt } from "./response-labels";
import { useFormatters } from "../../lib/use-formatters";

/**
 * The survey's response counts, labelled as everywhere else whatever the filter
 * (docs/product/responses-and-exports.md#counts), and which of them the questions below summarise.
 */
export function OverviewStats({ summary, status }: { summary: SurveySummary; status: ResponseStatusFilter }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const last = parseCompletedAt(summary.lastResponseAt);
  const tiles = [
    { key: "responses", value: format.number(summary.responseCount) },
    { key: "complete", value: format.number(summary.completeCount) },
    { key: "partial", value: format.number(summary.partialCount) },
    { key: "completionRate", value: format.percent(summary.completionRate) },
  ] as const;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{t(`responses.stats.${tile.key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums tracking-tight">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t(`responses.stats.summarised_${status}`, { count: summary.totalResponses })}
        {last && ` ${t("responses.stats.lastResponse", { date: format.dateTime(last) })}`}
      </p>
    </div>
  );
}
