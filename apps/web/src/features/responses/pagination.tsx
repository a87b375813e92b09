import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";
import { pageWindow } from "./page-window";
import { useMediaQuery } from "../../lib/use-media-query";

const itemClass =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40";

/** Previous / page numbers (5, or 3 on narrow screens) with gaps / Next. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 639px)");
  if (totalPages <= 1) return null;
  const slots = pageWindow(page, totalPages, narrow ? 3 : 5);
  const idle = "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";

  return (
    <nav aria-label={t("responses.pagination.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t("responses.pagination.pageOf", { page, total: totalPages })}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, idle)}
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={t("responses.pagination.previous")}
          >
            <ChevronLeft aria-hidden className="h-4 w-4" />
            <span className="hidden sm:inline">{t("responses.pagination.previous")}</span>
          </button>
        </li>
        {slots.map((slot) =>
          slot.type === "gap" ? (
            <li key={`gap-${slot.key}`} aria-hidden className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className={cn(itemClass, slot.page === page ? "bg-brand-600 text-white hover:bg-brand-700" : idle)}
                onClick={() => onChange(slot.page)}
                aria-current={slot.page === page ? "page" : undefined}
                aria-label={t("responses.pagination.goTo", { page: slot.page })}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, idle)}
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t("responses.pagination.next")}
          >
            <span className="hidden sm:inline">{t("responses.pagination.next")}</span>
            <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
