import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { dismissToast, TOAST_FADE_MS, useToasts, type ToastType } from "../lib/toast-store";
import { cn } from "./ui/cn";

const icons: Record<ToastType, typeof Info> = { success: CheckCircle2, error: AlertCircle, warning: TriangleAlert, info: Info };
const tones: Record<ToastType, string> = {
  success: "text-emerald-600 dark:text-emerald-400",
  error: "text-red-600 dark:text-red-400",
  warning: "text-amber-600 dark:text-amber-400",
  info: "text-sky-600 dark:text-sky-400",
};

/** At most five toasts, newest last, with a '+N more notifications' line beyond that. */
export function Toaster() {
  const { t } = useTranslation();
  const { visible, hiddenCount } = useToasts();
  return (
    <section
      aria-label={t("toast.region")}
      className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-2"
    >
      {visible.map((toast) => {
        const Icon = icons[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === "error" ? "alert" : "status"}
            data-toast-type={toast.type}
            style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
            className={cn(
              "pointer-events-auto flex animate-toast-in gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg transition-opacity dark:border-slate-700 dark:bg-slate-900",
              toast.leaving && "opacity-0",
            )}
          >
            <Icon aria-hidden className={cn("mt-0.5 h-5 w-5 shrink-0", tones[toast.type])} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{toast.title}</p>
              {toast.message && <p className="mt-0.5 text-slate-600 dark:text-slate-400">{toast.message}</p>}
              {toast.action && (
                <button
                  type="button"
                  className="mt-2 font-medium text-brand-600 hover:underline dark:text-brand-400"
                  onClick={() => {
                    toast.action?.onClick();
                    dismissToast(toast.id);
                  }}
                >
                  {toast.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t("common.dismiss")}
              className="h-6 w-6 shrink-0 rounded text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
            >
              <X aria-hidden className="mx-auto h-4 w-4" />
            </button>
          </div>
        );
      })}
      {hiddenCount > 0 && (
        <p className="pointer-events-auto rounded-lg bg-slate-900/90 px-3 py-1.5 text-center text-xs font-medium text-white dark:bg-slate-100/90 dark:text-slate-900">
          {t("toast.more", { count: hiddenCount })}
        </p>
      )}
    </section>
  );
}
