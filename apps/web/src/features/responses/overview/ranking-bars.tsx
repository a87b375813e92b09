import type { RankingSummary } from "@sondar/core/responses/survey-summary";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/use-formatters";

/** Items in order of mean position, best first; a longer bar is a better average place. */
export function RankingBars({ summary }: { summary: RankingSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const places = Math.max(1, summary.items.length);
  return (
    <ol className="space-y-3">
      {summary.items.map((item, index) => {
        const strength = item.meanPosition === null ? 0 : (places - item.meanPosition + 1) / places;
        return (
          <li key={item.item}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words font-medium">
                <span className="mr-1.5 text-slate-500 dark:text-slate-400">{index + 1}.</span>
                {item.item}
              </span>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {item.meanPosition === null
                  ? t("responses.overview.notRanked")
                  : t("responses.overview.meanPosition", { position: format.number(item.meanPosition) })}
                {" · "}
                {t("responses.overview.firstPlace", { count: item.firstPlaceCount })}
              </span>
            </div>
            <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <div
                className="h-full rounded-full bg-brand-500 dark:bg-brand-400"
                style={{ width: `${Math.round(strength * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
