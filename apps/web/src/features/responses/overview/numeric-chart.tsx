import type { BucketRange } from "@sondar/core/responses/number-buckets";
import type { NetPromoterScore, NumericSummary } from "@sondar/core/responses/survey-summary";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, LabelList, XAxis, YAxis } from "recharts";
import { useFormatters } from "../../../lib/use-formatters";

type Formatters = ReturnType<typeof useFormatters>;

/**
 * A number bucket named by the answers it holds: "7", "15–19", "1.5 to under 2". On the axis
 * (`short`) the last is "1.5–2", and a note under the chart says where such a bar stops.
 */
function bucketLabel(bucket: BucketRange, format: Formatters, t: TFunction, short = false): string {
  switch (bucket.kind) {
    case "value":
      return format.exact(bucket.value);
    case "whole":
      return t("responses.overview.bucketWhole", { from: format.exact(bucket.from), to: format.exact(bucket.to) });
    case "below": {
      const [from, below] = [format.exact(bucket.from), format.exact(bucket.below)];
      return short
        ? t("responses.overview.bucketWhole", { from, to: below })
        : t("responses.overview.bucketBelow", { from, below });
    }
  }
}
import { chartThemeClass, prefersMotion } from "./chart-theme";
import { DataTable } from "./data-table";

/** Average, range and a column per value; NPS when the question is a 0–10 scale. */
export function NumericChart({ summary }: { summary: NumericSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // Number questions are bucketed: each bar is a range, named as one (docs/product/responses-and-exports.md#summaries).
  const bars = summary.distribution.map((d) => ({
    ...d,
    label: d.bucket ? bucketLabel(d.bucket, format, t) : format.number(d.value),
    axisLabel: d.bucket ? bucketLabel(d.bucket, format, t, true) : format.number(d.value),
  }));
  const bucketed = summary.distribution.some((d) => d.bucket);
  const stopsBelow = summary.distribution.some((d) => d.bucket?.kind === "below");
  const stats = [
    { key: "average", value: summary.average },
    { key: "min", value: summary.min },
    { key: "max", value: summary.max },
  ] as const;

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map(({ key, value }) => (
          <div key={key} className="rounded-lg bg-slate-50 px-2 py-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t(`responses.overview.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value === null ? "–" : format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {summary.nps && <NpsBlock nps={summary.nps} />}
      {summary.distribution.length > 0 && (
        <>
          <div aria-hidden className={chartThemeClass}>
            <BarChart
              data={bars}
              responsive
              style={{ width: "100%", height: 160 }}
              margin={{ top: 18, right: 4, bottom: 0, left: 4 }}
              accessibilityLayer={false}
            >
              <XAxis dataKey="axisLabel" tickLine={false} interval={0} />
              <YAxis hide allowDecimals={false} />
              <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={prefersMotion()}>
                <LabelList dataKey="count" position="top" />
              </Bar>
            </BarChart>
          </div>
          {stopsBelow && <p className="text-xs text-slate-500 dark:text-slate-400">{t("responses.overview.bucketNote")}</p>}
          <DataTable
            caption={t("responses.overview.tableCaption", { title: summary.title })}
            headers={[t(bucketed ? "responses.overview.range" : "responses.overview.value"), t("responses.overview.count")]}
            rows={bars.map((d) => ({ key: String(d.value), cells: [d.label, d.count] }))}
          />
        </>
      )}
    </div>
  );
}

const NPS_GROUPS = [
  { key: "promoters", bar: "bg-emerald-500", dot: "bg-emerald-500" },
  { key: "passives", bar: "bg-amber-400", dot: "bg-amber-400" },
  { key: "detractors", bar: "bg-red-500", dot: "bg-red-500" },
] as const;

function NpsBlock({ nps }: { nps: NetPromoterScore }) {
  const { t } = useTranslation();
  const total = nps.promoters + nps.passives + nps.detractors;
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium">{t("responses.overview.nps")}</p>
        <p className="text-2xl font-bold tabular-nums">{nps.score > 0 ? `+${nps.score}` : nps.score}</p>
      </div>
      <div aria-hidden className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
        {NPS_GROUPS.map(({ key, bar }) => (
          <div key={key} className={bar} style={{ width: `${total ? (nps[key] / total) * 100 : 0}%` }} />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        {NPS_GROUPS.map(({ key, dot }) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={`h-2 w-2 rounded-full ${dot}`} />
            {t(`responses.overview.${key}`, { count: nps[key] })}
          </li>
        ))}
      </ul>
    </div>
  );
}
