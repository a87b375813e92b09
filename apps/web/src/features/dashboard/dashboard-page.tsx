import type { SurveySort } from "@sondar/core/surveys/survey-list-query";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import type { SurveyStatus } from "@sondar/core/surveys/survey-schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ClipboardList, LayoutGrid, List, Plus, Search, SearchX, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isLanguage } from "@sondar/core/i18n/languages";
import { getPlanActionRefusal } from "@sondar/core/plans/plan-actions";
import { PlanNoticeBox } from "../../components/plan-notice";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { usePlanNotice, usePlanRights, useSurveyPermission } from "../../lib/organizations-api";
import { listSurveys, surveysKey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { AiGeneratorDialog } from "./ai-generator-dialog";
import { MoveSurveyDialog, moveDestinations } from "./move-survey-dialog";
import { SurveyItem } from "./survey-item";
import type { PlanRefusalOf } from "./survey-actions-menu";
import { useDashboardScope } from "./use-dashboard-scope";
import { useSurveyActions } from "./use-survey-actions";
import { readViewMode, saveViewMode, type ViewMode } from "./view-mode";

const SORTS: SurveySort[] = ["newest", "oldest", "title_asc", "title_desc", "most_responses", "least_responses"];
const STATUSES: ("all" | SurveyStatus)[] = ["all", "published", "draft", "archived"];
const PERSONAL_SCOPE = "personal";

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const actions = useSurveyActions();
  const { scope, organizations, setScope } = useDashboardScope();
  // The surveys shown are governed by my plan (personal) or the organization owner's.
  const plan = usePlanRights(scope);
  const canCreate = !!plan?.canCreateSurveys;
  // What the scope's plan refuses, from core's table: the menu says why instead of failing later.
  const planRefusal: PlanRefusalOf = plan ? (action) => getPlanActionRefusal(action, plan) : undefined;
  const bulkDeleteRefusal = planRefusal ? planRefusal("surveys.delete") : undefined;
  const permits = useSurveyPermission();
  // What the workspace's plan means for it, named by core (an ended trial, an ended paid plan, no plan of my own…).
  const { notice, organization: noticeOrganization } = usePlanNotice(scope);

  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<"all" | SurveyStatus>("all");
  const [sort, setSort] = useState<SurveySort>("newest");
  const [view, setView] = useState<ViewMode>(readViewMode);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<SurveyListItem | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [toMove, setToMove] = useState<SurveyListItem | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);

  // Search and A–Z follow the reader's language (docs/decisions/119-search-and-sort-by-locale.md).
  const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const query = useQuery({
    queryKey: [...surveysKey, { scope, search: debouncedSearch, status, sort, locale }],
    queryFn: () => listSurveys({ organizationId: scope, search: debouncedSearch, status, sort, locale }),
    placeholderData: keepPreviousData,
  });
  const surveys = useMemo(() => query.data?.surveys ?? [], [query.data]);
  // A failed fetch also says so in a 'Load Failed' toast, beside the inline retry
  // (docs/product/notifications-and-interface.md#dashboard).
  const loadFailed = query.isError;
  useEffect(() => {
    if (loadFailed)
      showToast({ type: "error", title: t("dashboard.toasts.loadFailedTitle"), message: t("dashboard.loadFailed") });
  }, [loadFailed, t]);
  const visibleIds = surveys.map((s) => s.id);
  const selectedVisible = visibleIds.filter((id) => selected.has(id));
  const allSelected = visibleIds.length > 0 && selectedVisible.length === visibleIds.length;
  // Bulk delete only when core's table lets me delete every selected survey (the server checks each anyway).
  const canDeleteSelected = surveys.filter((s) => selected.has(s.id)).every((s) => permits(s, "surveys.delete"));
  const filtering = !!debouncedSearch || status !== "all";

  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function changeView(mode: ViewMode) {
    setView(mode);
    saveViewMode(mode);
  }

  const createButtons = (
    <>
      <Button variant="secondary" onClick={() => setAiOpen(true)} disabled={!canCreate}>
        <Sparkles aria-hidden className="h-4 w-4" />
        {t("dashboard.aiGenerator")}
      </Button>
      {/* The chooser offers a blank survey or a template, created where the dashboard is scoped. */}
      <Button
        onClick={() => void navigate(scope ? `/surveys/new?scope=${encodeURIComponent(scope)}` : "/surveys/new")}
        disabled={!canCreate}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t("dashboard.createNew")}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.subtitle")} actions={createButtons} />

      {notice && (
        <PlanNoticeBox
          className="mb-6"
          notice={notice}
          organizationName={noticeOrganization?.name}
          onOpenOrganization={noticeOrganization ? () => setScope(noticeOrganization.id) : undefined}
        />
      )}

      {organizations.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <label htmlFor="dashboard-scope" className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("dashboard.scope.label")}
          </label>
          <Select
            id="dashboard-scope"
            value={scope ?? PERSONAL_SCOPE}
            onChange={(e) => {
              setSelected(new Set());
              setScope(e.target.value === PERSONAL_SCOPE ? null : e.target.value);
            }}
            className="min-w-48 max-w-full"
          >
            <option value={PERSONAL_SCOPE}>{t("dashboard.scope.personal")}</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </Select>
        </div>
      )}

      <Card className="mb-6 flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("dashboard.searchPlaceholder")}
            aria-label={t("dashboard.searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Select
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            aria-label={t("dashboard.statusFilter")}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`dashboard.filter.${s}`)}
              </option>
            ))}
          </Select>
          <Select value={sort} onChange={(e) => setSort(e.target.value as SurveySort)} aria-label={t("dashboard.sortLabel")}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`dashboard.sort.${s}`)}
              </option>
            ))}
          </Select>
          <div
            role="group"
            aria-label={t("dashboard.viewMode")}
            className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
          >
            {(["grid", "list"] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                aria-label={t(`dashboard.view.${mode}`)}
                onClick={() => changeView(mode)}
                className={cn(
                  "inline-flex h-8 w-8 items-center justify-center rounded-md",
                  view === mode ? "bg-brand-600 text-white" : "text-slate-500 hover:text-slate-900 dark:hover:text-white",
                )}
              >
                {mode === "grid" ? <LayoutGrid aria-hidden className="h-4 w-4" /> : <List aria-hidden className="h-4 w-4" />}
              </button>
            ))}
          </div>
        </div>
      </Card>

      {surveys.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(visibleIds))}
            />
            {t("dashboard.selectAll")}
          </label>
          {selectedVisible.length > 0 && (
            <Button
              variant="danger"
              size="sm"
              onClick={() => setBulkOpen(true)}
              disabled={bulkDeleteRefusal !== null || !canDeleteSelected}
              title={
                !canDeleteSelected
                  ? t("dashboard.cannotDeleteSome")
                  : bulkDeleteRefusal
                    ? t(`errors.${bulkDeleteRefusal}`)
                    : undefined
              }
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              {t("dashboard.deleteSelected", { count: selectedVisible.length })}
            </Button>
          )}
        </div>
      )}

      {query.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label={t("dashboard.loading")} />
        </div>
      ) : query.isError ? (
        <Notice tone="error" title={t("dashboard.loadFailedTitle")}>
          <p>{t("dashboard.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t("dashboard.tryAgain")}
          </Button>
        </Notice>
      ) : surveys.length === 0 ? (
        filtering ? (
          <EmptyState icon={SearchX} title={t("dashboard.noMatchTitle")}>
            {t("dashboard.noMatchBody")}
          </EmptyState>
        ) : (
          <EmptyState icon={ClipboardList} title={t("dashboard.emptyTitle")}>
            <p>{t("dashboard.emptyBody")}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">{createButtons}</div>
          </EmptyState>
        )
      ) : (
        <ul
          aria-label={t("dashboard.listLabel")}
          className={
            view === "grid"
              ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
              : "divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          }
        >
          {surveys.map((survey) => (
            <SurveyItem
              key={survey.id}
              survey={survey}
              view={view}
              selected={selected.has(survey.id)}
              onToggle={() => toggle(survey.id)}
              actions={actions}
              planRefusal={planRefusal}
              canDelete={permits(survey, "surveys.delete")}
              onDelete={() => setToDelete(survey)}
              onMove={
                permits(survey, "surveys.move") && moveDestinations(survey, organizations).length > 0
                  ? () => setToMove(survey)
                  : undefined
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("dashboard.deleteDialog.title")}
        confirmLabel={t("dashboard.deleteDialog.confirm")}
        busyLabel={t("dashboard.deleteDialog.deleting")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={actions.remove.isPending}
        onConfirm={() =>
          toDelete &&
          actions.remove.mutate(toDelete.id, {
            onSettled: () => {
              setSelected((prev) => new Set([...prev].filter((id) => id !== toDelete.id)));
              setToDelete(null);
            },
          })
        }
      >
        {t("dashboard.deleteDialog.body", { title: toDelete?.title ?? "" })}
      </ConfirmDialog>

      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        title={t("dashboard.bulkDialog.title")}
        confirmLabel={t("dashboard.deleteDialog.confirm")}
        busyLabel={t("dashboard.deleteDialog.deleting")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={actions.bulkRemove.isPending}
        onConfirm={() =>
          actions.bulkRemove.mutate(selectedVisible, {
            onSettled: () => {
              setSelected(new Set());
              setBulkOpen(false);
            },
          })
        }
      >
        {t("dashboard.bulkDialog.body", { count: selectedVisible.length })}
      </ConfirmDialog>

      <MoveSurveyDialog
        survey={toMove}
        organizations={organizations}
        busy={actions.move.isPending}
        onOpenChange={(open) => !open && setToMove(null)}
        onMove={(organizationId) =>
          toMove &&
          actions.move.mutate(
            {
              id: toMove.id,
              organizationId,
              destination: organizations.find((o) => o.id === organizationId)?.name ?? t("dashboard.scope.personal"),
            },
            { onSettled: () => setToMove(null) },
          )
        }
      />

      <AiGeneratorDialog open={aiOpen} onOpenChange={setAiOpen} organizationId={scope} />
    </>
  );
}
