import type { SurveyStatus } from "@sondar/core/surveys/survey-schema";
import {
  Archive,
  ArchiveRestore,
  BarChart3,
  Code2,
  Eye,
  Languages,
  Link2,
  Redo2,
  Rocket,
  Settings2,
  Undo,
  Undo2,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { showToast } from "../../lib/toast-store";
import { IconButton } from "./icon-button";
import type { ShareAction } from "./use-share-actions";
import type { StatusChange } from "./use-status-change";
import type { SaveState } from "./use-survey-draft";

/** The editor's buttons: undo, redo, save, status changes, preview, sharing, settings and responses. */
export function BuilderToolbar({
  surveyId,
  canEdit,
  canUndo,
  canRedo,
  saveState,
  status,
  busy,
  onStep,
  onSave,
  onChangeStatus,
  onPreview,
  onShare,
  onOpenSettings,
  onOpenTranslations,
}: {
  surveyId: string;
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saveState: SaveState;
  status: SurveyStatus;
  /** A status change is running. */
  busy: boolean;
  onStep: (direction: "undo" | "redo") => void;
  onSave: () => void;
  onChangeStatus: (change: StatusChange) => void;
  onPreview: () => void;
  onShare: (action: ShareAction) => void;
  onOpenSettings: () => void;
  onOpenTranslations: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const published = status === "published";
  const archived = status === "archived";
  const saveLabel =
    saveState === "saving" ? t("builder.saving") : saveState === "unsaved" ? t("builder.saveNow") : t("builder.savedLabel");

  /** Responses are of the saved survey: unsaved edits would not be in them. */
  function openResponses() {
    if (saveState === "saved") void navigate(`/surveys/${surveyId}/responses`);
    else showToast({ type: "warning", title: t("builder.saveRequiredTitle"), message: t("builder.saveRequiredResponses") });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <IconButton
        icon={Undo}
        label={t("builder.undo")}
        tooltip={t("builder.undoShortcut")}
        disabled={!canEdit || !canUndo}
        onClick={() => onStep("undo")}
      />
      <IconButton
        icon={Redo2}
        label={t("builder.redo")}
        tooltip={t("builder.redoShortcut")}
        disabled={!canEdit || !canRedo}
        onClick={() => onStep("redo")}
      />
      <Button variant="secondary" onClick={onSave} disabled={!canEdit || saveState !== "unsaved"} aria-live="polite">
        {saveLabel}
      </Button>
      <Button onClick={() => onChangeStatus(published ? "unpublish" : "publish")} disabled={busy || !canEdit}>
        {published ? <Undo2 aria-hidden className="h-4 w-4" /> : <Rocket aria-hidden className="h-4 w-4" />}
        {published ? t("builder.unpublish") : t("builder.publish")}
      </Button>
      <Button variant="secondary" onClick={() => onChangeStatus(archived ? "unarchive" : "archive")} disabled={busy || !canEdit}>
        {archived ? <ArchiveRestore aria-hidden className="h-4 w-4" /> : <Archive aria-hidden className="h-4 w-4" />}
        {archived ? t("dashboard.actions.unarchive") : t("dashboard.actions.archive")}
      </Button>
      <IconButton icon={Eye} label={t("builder.preview")} onClick={onPreview} />
      <IconButton icon={Link2} label={t("builder.share")} onClick={() => onShare("share")} />
      <IconButton icon={Code2} label={t("builder.embedLabel")} onClick={() => onShare("embed")} />
      <IconButton icon={Settings2} label={t("builder.settingsLabel")} onClick={onOpenSettings} />
      <IconButton icon={Languages} label={t("builder.translations.label")} onClick={onOpenTranslations} />
      <IconButton icon={BarChart3} label={t("builder.analytics")} onClick={openResponses} />
    </div>
  );
}
