import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast-store";
import type { SaveToasts } from "./use-save-toasts";
import { useSaveShortcut } from "./use-save-shortcut";
import type { SurveyDraft } from "./use-survey-draft";

/** The Save button and Ctrl/Cmd+S: saves now and says so, or says why not. */
export function useManualSave({
  canEdit,
  draft: { state, save },
  toasts,
}: {
  canEdit: boolean;
  draft: Pick<SurveyDraft, "state" | "save">;
  toasts: SaveToasts;
}) {
  const { t } = useTranslation();

  async function onSave() {
    if (!canEdit) return toasts.warnPro();
    try {
      await save();
      showToast({ type: "success", title: t("builder.saved") });
    } catch (error) {
      toasts.showSaveError(error);
    }
  }

  useSaveShortcut(() => void (state !== "saved" && state !== "saving" ? onSave() : undefined));
  return onSave;
}
