import { Eye, RotateCcw } from "lucide-react";
import { t } from "./i18n";

/** Says on every screen of a preview that nothing is recorded; Start again takes the editor's latest draft. */
export function PreviewBar() {
  return (
    <div className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-slate-900 px-4 py-2 text-sm font-medium text-white dark:bg-slate-100 dark:text-slate-900">
      <span role="status" className="flex items-center gap-2">
        <Eye aria-hidden className="h-4 w-4 shrink-0" />
        {t("previewBar")}
      </span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex items-center gap-1 rounded underline underline-offset-2 hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
      >
        <RotateCcw aria-hidden className="h-4 w-4" />
        {t("previewRestart")}
      </button>
    </div>
  );
}
