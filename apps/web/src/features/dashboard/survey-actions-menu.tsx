import {
  Archive,
  ArchiveRestore,
  ArrowRightLeft,
  BarChart3,
  Copy,
  Eye,
  Link2,
  MoreHorizontal,
  Pencil,
  Rocket,
  Trash2,
  Undo2,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import type { SurveyActions } from "./use-survey-actions";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** Every action on one survey, in a menu that works by keyboard. */
export function SurveyActionsMenu({
  survey,
  actions,
  canEdit,
  canDelete,
  onDelete,
  onMove,
}: {
  survey: SurveyListItem;
  actions: SurveyActions;
  canEdit: boolean;
  /** Core's table lets me delete this survey (the plan may still refuse: `canEdit`). */
  canDelete: boolean;
  onDelete: () => void;
  /** Opens the move dialog; absent when the survey can go nowhere I may move it. */
  onMove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const published = survey.status === "published";
  const archived = survey.status === "archived";
  const shareId = survey.shareId;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("dashboard.actions.menu", { title: survey.title })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreHorizontal aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item
            className={itemClass}
            disabled={!canEdit}
            onSelect={() => void navigate(`/surveys/${survey.id}/edit`)}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t("dashboard.actions.edit")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!published || !shareId}
            onSelect={() => shareId && window.open(`/survey/${shareId}`, "_blank", "noopener")}
          >
            <Eye aria-hidden className="h-4 w-4" />
            {t("dashboard.actions.preview")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!canEdit}
            onSelect={() => actions.setPublished.mutate({ id: survey.id, publish: !published })}
          >
            {published ? <Undo2 aria-hidden className="h-4 w-4" /> : <Rocket aria-hidden className="h-4 w-4" />}
            {published ? t("dashboard.actions.unpublish") : t("dashboard.actions.publish")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!canEdit}
            onSelect={() => actions.setArchived.mutate({ id: survey.id, archived: !archived })}
          >
            {archived ? <ArchiveRestore aria-hidden className="h-4 w-4" /> : <Archive aria-hidden className="h-4 w-4" />}
            {archived ? t("dashboard.actions.unarchive") : t("dashboard.actions.archive")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.duplicate.mutate(survey.id)}>
            <Copy aria-hidden className="h-4 w-4" />
            {t("dashboard.actions.duplicate")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!published || !shareId}
            onSelect={() => shareId && void actions.copyLink(shareId)}
          >
            <Link2 aria-hidden className="h-4 w-4" />
            {t("dashboard.actions.copyLink")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(`/surveys/${survey.id}/responses`)}>
            <BarChart3 aria-hidden className="h-4 w-4" />
            {t("dashboard.actions.analytics")}
          </DropdownMenu.Item>
          {onMove && (
            <DropdownMenu.Item className={itemClass} onSelect={onMove}>
              <ArrowRightLeft aria-hidden className="h-4 w-4" />
              {t("dashboard.actions.move")}
            </DropdownMenu.Item>
          )}
          {canDelete && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              <DropdownMenu.Item
                className={`${itemClass} text-red-600 dark:text-red-400`}
                disabled={!canEdit}
                onSelect={onDelete}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                {t("dashboard.actions.delete")}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
