import type { MatrixSummary } from "@sondar/core/responses/survey-summary";
import { useTranslation } from "react-i18next";

/** Row × column counts as a table whose cells are shaded by count (a heat grid). */
export function MatrixGrid({ summary }: { summary: MatrixSummary }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...summary.rows.flatMap((row) => row.counts));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{t("responses.overview.tableCaption", { title: summary.title })}</caption>
        <thead>
          <tr>
            <td />
            {summary.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-1 pb-1 text-center text-xs font-medium text-slate-500 dark:text-slate-400"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.row}>
              <th scope="row" className="max-w-40 pr-2 text-left text-xs font-medium text-slate-700 dark:text-slate-300">
                {row.row}
              </th>
              {row.counts.map((count, i) => {
                const strength = count / max;
                return (
                  <td
                    key={summary.columns[i] ?? i}
                    className={`h-9 min-w-10 rounded-md text-center tabular-nums ${
                      strength > 0.55 ? "font-semibold text-white" : "text-slate-700 dark:text-slate-200"
                    }`}
                    style={{
                      backgroundColor: `color-mix(in srgb, var(--color-brand-600) ${Math.round(8 + strength * 80)}%, transparent)`,
                    }}
                  >
                    {count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
