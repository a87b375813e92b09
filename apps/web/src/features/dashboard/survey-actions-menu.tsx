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
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ErrorCode } from "@sondar/core/errors/error-codes";
import type { PlanAction } from "@sondar/core/plans/plan-actions";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import type { SurveyActions } from "./use-survey-actions";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/**
 * Why the plan refuses each action (core's plans/plan-actions.ts), null where it allows it;
 * undefined while the plan is not known yet.
 */
export type PlanRefusalOf = ((action: PlanAction) => ErrorCode | null) | undefined;

/** Every action on one survey, in a menu that works by keyboard. */
export function SurveyActionsMenu({
  survey,
  actions,
  planRefusal,
  canDelete,
  onDelete,
  onMove,
}: {
  survey: SurveyListItem;
  actions: SurveyActions;
  planRefusal: PlanRefusalOf;
  /** Core's table lets my role delete this survey (the plan may still refuse: `planRefusal`). */
  canDelete: boolean;
  onDelete: () => void;
  /** Opens the move dialog; absent when the survey can go nowhere I may move it. */
  onMove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonIdPrefix = useId();
  const published = survey.status === "published";
  const archived = survey.status === "archived";
  const shareId = survey.shareId;
  const shown: PlanAction[] = [
    "surveys.edit",
    "surveys.publish",
    "surveys.duplicate",
    ...(onMove ? (["surveys.move"] as const) : []),
    ...(canDelete ? (["surveys.delete"] as const) : []),
  ];
  // Each refusal is written once at the foot of the menu; the items it refuses point at it.
  const reasons = [...new Set(shown.map((action) => planRefusal?.(action) ?? null).filter((code) => code !== null))];
  const reasonId = (code: ErrorCode) => `${reasonIdPrefix}-${code}`;

  /**
   * An action the plan decides: while the plan is unknown it is disabled; refused, it stays
   * focusable, marked unavailable and described by the refusal, and selecting it does nothing.
   */
  function gated(action: PlanAction, run: () => void) {
    const refusal = planRefusal ? planRefusal(action) : undefined;
    if (refusal === undefined) return { disabled: true };
    if (refusal === null) return { onSelect: run };
    return {
      "aria-disabled": true,
      "aria-describedby": reasonId(refusal),
      title: t(`errors.${refusal}`),
      onSelect: (event: Event) => event.preventDefault(),
    };
  }

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
          className="z-50 min-w-52 max-w-72 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={itemClass} {...gated("surveys.edit", () => void navigate(`/surveys/${survey.id}/edit`))}>
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
            {...gated("surveys.publish", () => actions.setPublished.mutate({ id: survey.id, publish: !published }))}
          >
            {published ? <Undo2 aria-hidden className="h-4 w-4" /> : <Rocket aria-hidden className="h-4 w-4" />}
            {published ? t("dashboard.actions.unpublish") : t("dashboard.actions.publish")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            {...gated("surveys.edit", () => actions.setArchived.mutate({ id: survey.id, archived: !archived }))}
          >
            {archived ? <ArchiveRestore aria-hidden className="h-4 w-4" /> : <Archive aria-hidden className="h-4 w-4" />}
            {archived ? t("dashboard.actions.unarchive") : t("dashboard.actions.archive")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} {...gated("surveys.duplicate", () => actions.duplicate.mutate(survey.id))}>
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
            <DropdownMenu.Item className={itemClass} {...gated("surveys.move", onMove)}>
              <ArrowRightLeft aria-hidden className="h-4 w-4" />
              {t("dashboard.actions.move")}
            </DropdownMenu.Item>
          )}
          {canDelete && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              <DropdownMenu.Item className={`${itemClass} text-red-600 dark:text-red-400`} {...gated("surveys.delete", onDelete)}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t("dashboard.actions.delete")}
              </DropdownMenu.Item>
            </>
          )}
          {reasons.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              {reasons.map((code) => (
                <DropdownMenu.Label
                  key={code}
                  id={reasonId(code)}
                  className="px-3 py-1.5 text-xs leading-snug text-slate-600 dark:text-slate-300"
                >
                  {t(`errors.${code}`)}
                </DropdownMenu.Label>
              ))}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
