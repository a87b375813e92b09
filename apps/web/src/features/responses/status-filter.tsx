import { RESPONSE_STATUS_FILTERS, type ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";

/** Complete / Partial / All, as a segmented control. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ResponseStatusFilter;
  onChange: (value: ResponseStatusFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("responses.filter.label")}
      className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {RESPONSE_STATUS_FILTERS.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cn(
            "h-8 rounded-md px-3 text-sm font-medium transition-colors sm:px-4",
            value === status
              ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
              : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
          )}
        >
          {t(`responses.filter.${status}`)}
        </button>
      ))}
    </div>
  );
}
