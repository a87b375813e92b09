import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

/** Asks before a teams action that cannot be taken back (remove, revoke, leave, delete). */
export function ConfirmTeamAction({
  open,
  onClose,
  title,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      cancelLabel={t("common.cancel")}
      closeLabel={t("common.close")}
      busy={busy}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
