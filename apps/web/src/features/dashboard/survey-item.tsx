import { CalendarDays, ListChecks, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { collectingFacts, CollectingStatus } from "../../components/collecting-status";
import { cn } from "../../components/ui/cn";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { responseCountLabel } from "../../lib/response-count-label";
import { RelativeDateLabel } from "./relative-date-label";
import { SurveyActionsMenu, type PlanRefusalOf } from "./survey-actions-menu";
import type { SurveyActions } from "./use-survey-actions";

interface ItemProps {
  survey: SurveyListItem;
  view: "grid" | "list";
  selected: boolean;
  onToggle: () => void;
  actions: SurveyActions;
  planRefusal: PlanRefusalOf;
  canDelete: boolean;
  onDelete: () => void;
  onMove: (() => void) | undefined;
}

function StatusBadge({ status }: { status: SurveyListItem["status"] }) {
  const { t } = useTranslation();
  const tone = status === "published" ? "green" : status === "archived" ? "amber" : "slate";
  return <Badge tone={tone}>{t(`dashboard.status.${status}`)}</Badge>;
}

function Stats({ survey }: { survey: SurveyListItem }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
      <div className="flex items-center gap-1">
        <dt className="sr-only">{t("dashboard.responsesLabel")}</dt>
        <MessageSquare aria-hidden className="h-4 w-4" />
        <dd>{responseCountLabel(t, survey)}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">{t("dashboard.questionsLabel")}</dt>
        <ListChecks aria-hidden className="h-4 w-4" />
        <dd>{t("dashboard.questionCount", { count: survey.questionCount })}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">{t("dashboard.createdLabel")}</dt>
        <CalendarDays aria-hidden className="h-4 w-4" />
        <dd>
          <RelativeDateLabel value={survey.createdAt} />
        </dd>
      </div>
    </dl>
  );
}

/** One survey on the dashboard, as a card (grid) or a row (list). */
export function SurveyItem({ survey, view, selected, onToggle, actions, planRefusal, canDelete, onDelete, onMove }: ItemProps) {
  const { t } = useTranslation();
  const checkbox = (
    <input
      type="checkbox"
      checked={selected}
      onChange={onToggle}
      aria-label={t("dashboard.select", { title: survey.title })}
      className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
    />
  );
  // Long titles are clamped; the whole title shows on hover (docs/product/surveys-and-questions.md#dashboard).
  const title = (
    <Link
      to={`/surveys/${survey.id}/edit`}
      title={survey.title}
      className={cn(
        "min-w-0 break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300",
        view === "list" ? "line-clamp-1" : "line-clamp-2",
      )}
    >
      {survey.title}
    </Link>
  );
  // Active while it collects; else why it stopped (its closing time, or its response limit).
  const active = <CollectingStatus facts={collectingFacts(survey, survey)} />;
  const menu = (
    <SurveyActionsMenu
      survey={survey}
      actions={actions}
      planRefusal={planRefusal}
      canDelete={canDelete}
      onDelete={onDelete}
      onMove={onMove}
    />
  );

  if (view === "list") {
    return (
      <li
        className={cn(
          "flex items-start gap-3 px-4 py-3 sm:gap-4 lg:items-center",
          selected && "bg-brand-50/60 dark:bg-brand-950/40",
        )}
      >
        {checkbox}
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            {title}
            <StatusBadge status={survey.status} />
            {active}
          </div>
          {survey.description && (
            <p className="mt-0.5 truncate text-sm text-slate-500 dark:text-slate-400">{survey.description}</p>
          )}
          {/* On phones the counts and date sit under the title rather than being hidden. */}
          <div className="mt-1 lg:hidden">
            <Stats survey={survey} />
          </div>
        </div>
        <div className="hidden shrink-0 lg:block">
          <Stats survey={survey} />
        </div>
        {menu}
      </li>
    );
  }

  return (
    <li>
      <Card className={cn("flex h-full flex-col p-5 transition-shadow hover:shadow-md", selected && "ring-2 ring-brand-500")}>
        <div className="flex items-start gap-3">
          <div className="pt-1">{checkbox}</div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={survey.status} />
              {active}
            </div>
            <h3 className="mt-2 text-base">{title}</h3>
          </div>
          {menu}
        </div>
        <p className="mt-2 line-clamp-2 min-h-10 text-sm text-slate-600 dark:text-slate-400">
          {survey.description || t("dashboard.noDescription")}
        </p>
        <div className="mt-auto pt-4">
          <Stats survey={survey} />
        </div>
      </Card>
    </li>
  );
}
