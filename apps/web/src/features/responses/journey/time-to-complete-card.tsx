import type { TimeToComplete } from "@sondar/core/responses/time-and-drop-off";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { useFormatters } from "../../../lib/use-formatters";
import { bucketLabel, durationLabel } from "./duration-labels";

/** The median time to complete and a bar per time bucket; the counts are text, the bars only draw them. */
export function TimeToCompleteCard({ time }: { time: TimeToComplete }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const tallest = Math.max(1, ...time.buckets.map((b) => b.count));
  return (
    <Card className="h-full p-4 sm:p-5" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className="font-semibold">
        {t("responses.journey.time.title")}
      </h4>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t("responses.journey.time.hint")}</p>
      {time.medianSeconds === null ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t("responses.journey.time.none")}</p>
      ) : (
        <>
          <dl className="mt-4">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{t("responses.journey.time.median")}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums tracking-tight">{durationLabel(time.medianSeconds, t)}</dd>
          </dl>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{t("responses.journey.time.caption")}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("responses.journey.time.range")}</th>
                <th scope="col">{t("responses.journey.time.count")}</th>
              </tr>
            </thead>
            <tbody>
              {time.buckets.map((bucket) => (
                <tr key={bucket.fromSeconds}>
                  <th
                    scope="row"
                    className="w-28 whitespace-nowrap py-0.5 pr-3 text-left font-normal text-slate-600 dark:text-slate-300"
                  >
                    {bucketLabel(bucket, t)}
                  </th>
                  <td className="py-0.5">
                    <div className="flex items-center gap-2">
                      <div aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                        <div
                          className="h-full rounded-full bg-brand-500 dark:bg-brand-400"
                          style={{ width: `${Math.round((bucket.count / tallest) * 100)}%` }}
                        />
                      </div>
                      <span className="w-10 shrink-0 text-right text-xs tabular-nums text-slate-500 dark:text-slate-400">
                        {format.number(bucket.count)}
                      </span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {time.untimedCount > 0 && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t("responses.journey.time.untimed", { count: time.untimedCount })}
        </p>
      )}
    </Card>
  );
}
