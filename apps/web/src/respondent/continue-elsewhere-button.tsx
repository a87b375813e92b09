import { MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { t } from "./i18n";
import { lazyModule } from "./lazy-module";
import type { ContinueElsewhereDialogProps } from "./continue-elsewhere-dialog";

/** The dialog's code: fetched when the button is pressed, never with the first paint (decision 052). */
const dialogChunk = lazyModule(() => import("./continue-elsewhere-dialog"));

/**
 * "Continue on another device" under a question (docs/product/respondent.md#continue-on-another-device):
 * small and quiet, it opens the dialog that gives a link to this response. A failed fetch of the
 * dialog leaves the button as it was, to be pressed again.
 */
export function ContinueElsewhereButton(props: Omit<ContinueElsewhereDialogProps, "onClose">) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Dialog = open ? dialogChunk.loaded()?.ContinueElsewhereDialog : undefined;

  const press = () => {
    setLoading(true);
    dialogChunk.load().then(
      () => {
        setLoading(false);
        setOpen(true);
      },
      () => setLoading(false),
    );
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="mt-6 text-center">
      <button
        ref={buttonRef}
        type="button"
        onClick={press}
        disabled={loading}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-500 underline-offset-4 hover:text-slate-700 hover:underline dark:text-slate-400 dark:hover:text-slate-200"
      >
        <MonitorSmartphone aria-hidden className="h-4 w-4" />
        {t("resume.button")}
      </button>
      {Dialog && <Dialog {...props} onClose={close} />}
    </div>
  );
}
