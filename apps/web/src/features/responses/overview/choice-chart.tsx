import type { ChoiceSummary } from "@sondar/core/responses/survey-summary";
import { percentOf } from "@sondar/core/responses/survey-summary";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, XAxis, YAxis } from "recharts";
import { useFormatters } from "../../../lib/use-formatters";
import { chartThemeClass, prefersMotion, shortLabel } from "./chart-theme";
import { DataTable } from "./data-table";

const ROW_HEIGHT = 34;

/** Bars per option (and 'Other'), with counts and percentages beside them. */
export function ChoiceChart({ summary }: { summary: ChoiceSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = [
    ...summary.options,
    ...(summary.otherCount > 0
      ? [
          {
            label: t("responses.overview.other"),
            count: summary.otherCount,
            percent: percentOf(summary.otherCount, summary.answeredCount),
          },
        ]
      : []),
  ];
  const data = rows.map((row) => ({ ...row, barText: `${row.count} · ${format.percent(row.percent)}` }));
  // Axis labels are 12 px text: about 7 px a character, plus the tick gap.
  const labelWidth = Math.min(160, Math.max(48, Math.max(...rows.map((r) => shortLabel(r.label).length)) * 7.5 + 16));
  const maxCount = Math.max(1, ...rows.map((r) => r.count));

  return (
    <>
      <div aria-hidden className={chartThemeClass}>
        <BarChart
          layout="vertical"
          data={data}
          responsive
          style={{ width: "100%", height: rows.length * ROW_HEIGHT + 8 }}
          margin={{ top: 4, right: 0, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide domain={[0, maxCount]} />
          <YAxis
            type="category"
            dataKey="label"
            width={labelWidth}
            tickLine={false}
            axisLine={false}
            interval={0}
            tick={CategoryTick}
          />
          {/* Count and share in a column of their own at the right edge, one per bar. */}
          <YAxis
            yAxisId="figures"
            orientation="right"
            type="category"
            dataKey="barText"
            width={84}
            tickLine={false}
            axisLine={false}
            interval={0}
            tick={FigureTick}
          />
          <Bar
            dataKey="count"
            barSize={18}
            radius={[0, 4, 4, 0]}
            background={{ radius: 4 }}
            isAnimationActive={prefersMotion()}
          />
        </BarChart>
      </div>
      <DataTable
        caption={t("responses.overview.tableCaption", { title: summary.title })}
        headers={[t("responses.overview.option"), t("responses.overview.count"), t("responses.overview.percent")]}
        rows={rows.map((row) => ({ key: row.label, cells: [row.label, row.count, format.percent(row.percent)] }))}
      />
    </>
  );
}

/** An option label on one line, cut with an ellipsis; the whole label shows on hover. */
function CategoryTick({ x, y, payload }: { x: number | string; y: number | string; payload: { value: unknown } }) {
  const label = String(payload.value);
  return (
    <text x={x} y={y} dy="0.35em" textAnchor="end" className="recharts-cartesian-axis-tick-value">
      <title>{label}</title>
      {shortLabel(label)}
    </text>
  );
}

/** The count and share beside a bar, on one line. */
function FigureTick({ x, y, payload }: { x: number | string; y: number | string; payload: { value: unknown } }) {
  return (
    <text x={x} y={y} dy="0.35em" textAnchor="start" className="recharts-cartesian-axis-tick-value">
      {String(payload.value)}
    </text>
  );
}
