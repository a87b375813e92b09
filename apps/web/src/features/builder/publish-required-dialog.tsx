import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

/** Sharing and embedding need a saved, published survey: offer to do both at once. */
export function PublishRequiredDialog({
  open,
  onOpenChange,
  hasUnsavedChanges,
  busy,
  onPublish,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasUnsavedChanges: boolean;
  busy: boolean;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("builder.publishRequiredTitle")}
      description={t("builder.publishRequired")}
      closeLabel={t("common.close")}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("common.cancel")}
        </Button>
        <Button onClick={onPublish} disabled={busy}>
          {hasUnsavedChanges ? t("builder.saveAndPublish") : t("builder.publishNow")}
        </Button>
      </div>
    </Dialog>
  );
}
