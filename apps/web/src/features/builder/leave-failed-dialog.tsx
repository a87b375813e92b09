import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { useSaveOnLeave } from "./use-save-on-leave";

/** Shown when saving on the way out failed: leave without the changes, or stay with them. */
export function LeaveFailedDialog({ leave }: { leave: ReturnType<typeof useSaveOnLeave> }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={leave.failed}
      onOpenChange={(open) => !open && leave.stay()}
      title={t("builder.leave.title")}
      confirmLabel={t("builder.leave.confirm")}
      busyLabel={t("builder.leave.confirm")}
      cancelLabel={t("builder.leave.stay")}
      closeLabel={t("common.close")}
      busy={false}
      onConfirm={leave.leaveAnyway}
    >
      {t("builder.leave.body")}
    </ConfirmDialog>
  );
}
