import { getPlanActionRefusal } from "@sondar/core/plans/plan-actions";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, ListChecks, MessageSquare, SearchX, Sparkles, UserSearch } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { UpgradeButton } from "../../components/upgrade-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { findOrganization, useOrganizations, usePlanRights, useSurveyPermission } from "../../lib/organizations-api";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal } from "../../lib/plan-refusal";
import {
  deleteResponses,
  exportResponses,
  getSurveySummary,
  listResponses,
  responsePageKey,
  responsesRootKey,
  surveySummaryKey,
  type ExportFormat,
} from "../../lib/responses-api";
import { responseCountLabel } from "../../lib/response-count-label";
import { getSurveyWithCount, surveyKey, surveysKey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { AnalysisPanel } from "./analysis-panel";
import { ExportMenu, type ExportScope } from "./export-menu";
import { HiddenFilter } from "./hidden-filter";
import { NoResponsesYet } from "./no-responses-yet";
import { TimeAndDropOff } from "./journey/time-and-drop-off";
import { OverviewStats } from "./overview-stats";
import { Pagination } from "./pagination";
import { ResponseList } from "./response-list";
import { RespondentRightsDialog } from "./respondent-rights-dialog";
import { RetentionNote } from "./retention-note";
import { SpamRefusalsNote } from "./spam-refusals-note";
import { StatusFilter } from "./status-filter";
import { useResponsesQuery } from "./use-responses-query";

// The chart library is only needed here, and only once the summary is in.
const QuickOverview = lazy(() => import("./overview/quick-overview"));

/** A refused request (not found, no permission) is final; only network and server failures are retried. */
const retryTransient = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export default function ResponsesPage() {
  const { surveyId = "" } = useParams();
  const { t } = useTranslation();
  const client = useQueryClient();
  const { status, page, pageSize, setStatus, setPage, response, showAllResponses, hidden, setHiddenFilter } = useResponsesQuery();
  const [showAi, setShowAi] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [respondentOpen, setRespondentOpen] = useState(false);
  const [failure, setFailure] = useState<{ title: string; detail: string | null; upgrade?: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);
  // The selection belongs to one page of one filter; moving on starts a new one.
  const selectionKey = `${status}:${page}:${response ?? ""}:${JSON.stringify(hidden)}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: selectionKey, ids: new Set() });
  const selected = selection.key === selectionKey ? selection.ids : new Set<string>();
  const aiPanelId = useId();
  const permits = useSurveyPermission();
  const overviewId = useId();
  const listId = useId();

  // A cited response's link opens the list on that response: bring the list into view.
  useEffect(() => {
    if (response) document.getElementById(listId)?.scrollIntoView({ block: "start" });
  }, [response, listId]);

  const surveyQuery = useQuery({
    queryKey: surveyKey(surveyId),
    queryFn: () => getSurveyWithCount(surveyId),
    retry: retryTransient,
  });
  // The survey's plan (mine, or its organization owner's) decides analysis: core's table says why not.
  const surveyOrganizationId = surveyQuery.data?.survey.organizationId;
  const plan = usePlanRights(surveyOrganizationId);
  const analysisRefusal = plan ? getPlanActionRefusal("responses.analyze", plan) : null;
  const organizations = useOrganizations();
  const noticeOrganization = findOrganization(organizations.data, surveyOrganizationId ?? null);
  const listQuery = useQuery({
    queryKey: responsePageKey(surveyId, { status, page, pageSize, response, hidden }),
    queryFn: ({ signal }) => listResponses(surveyId, { status, page, pageSize, response, hidden }, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
  const summaryQuery = useQuery({
    queryKey: surveySummaryKey(surveyId, status),
    queryFn: ({ signal }) => getSurveySummary(surveyId, status, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

  // After a delete empties the last page, step back to the new last page.
  const totalPages = listQuery.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) setPage(totalPages, true);
  }, [page, totalPages, setPage]);

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteResponses(surveyId, ids),
    onMutate: () => setFailure(null),
    onSuccess: ({ deleted }) => showToast({ type: "success", title: t("responses.deletedToast", { count: deleted }) }),
    onError: (error) =>
      setFailure({
        title: t("responses.deleteFailed"),
        detail:
          error instanceof ApiError && (error.status === 402 || error.status === 403) ? describeApiError(error, t, "") : null,
        upgrade: getPlanRefusal(error) !== null,
      }),
    onSettled: async () => {
      setConfirmOpen(false);
      setSelection({ key: selectionKey, ids: new Set() });
      await Promise.all([
        client.invalidateQueries({ queryKey: responsesRootKey(surveyId) }),
        client.invalidateQueries({ queryKey: surveyKey(surveyId) }),
        client.invalidateQueries({ queryKey: surveysKey }),
      ]);
    },
  });

  async function onExport(scope: ExportScope, format: ExportFormat) {
    setFailure(null);
    setExporting(true);
    try {
      await exportResponses(surveyId, { format, status, hidden, ...(scope === "page" ? { page: { page, pageSize } } : {}) });
    } catch (error) {
      setFailure({
        title: t("responses.export.failed"),
        detail: error instanceof ApiError && error.status >= 400 && error.status < 500 ? describeApiError(error, t, "") : null,
      });
    } finally {
      setExporting(false);
    }
  }

  if (surveyQuery.isPending || listQuery.isPending) {
    return (
      <div className="flex justify-center py-24 text-slate-600 dark:text-slate-300">
        <Spinner className="h-6 w-6" label={t("responses.loading")} />
      </div>
    );
  }
  if (surveyQuery.isError || listQuery.isError) {
    return <LoadError error={surveyQuery.error ?? listQuery.error} />;
  }

  const { survey, responseCount } = surveyQuery.data;
  // Filters on fields removed since stay offered, so they can be lifted.
  const hiddenKeys = [...new Set([...survey.hiddenFields, ...Object.keys(hidden)])];
  const list = listQuery.data;
  const first = (list.currentPage - 1) * list.pageSize + 1;
  const rangeLabel = t("responses.list.range", { first, last: first + list.data.length - 1, total: list.totalCount });

  return (
    <div className="space-y-8">
      <header>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t("common.backToDashboard")}
        </Link>
        <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-600 dark:text-brand-400">{t("responses.eyebrow")}</p>
            <h1 className="mt-1 break-words text-2xl font-bold tracking-tight sm:text-3xl">{survey.title}</h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="inline-flex items-center gap-1.5">
                <MessageSquare aria-hidden className="h-4 w-4" />
                {responseCountLabel(t, surveyQuery.data)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ListChecks aria-hidden className="h-4 w-4" />
                {t("dashboard.questionCount", { count: survey.questions.length })}
              </span>
              <SpamRefusalsNote surveyId={surveyId} />
              <RetentionNote days={survey.settings.retentionDays} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={showAi ? "primary" : "secondary"}
              aria-expanded={showAi}
              aria-controls={aiPanelId}
              onClick={() => setShowAi((open) => !open)}
            >
              <Sparkles aria-hidden className="h-4 w-4" />
              {showAi ? t("responses.ai.hide") : t("responses.ai.show")}
            </Button>
            {permits(survey, "responses.delete") && (
              <Button variant="secondary" onClick={() => setRespondentOpen(true)}>
                <UserSearch aria-hidden className="h-4 w-4" />
                {t("responses.respondent.open")}
              </Button>
            )}
            {permits(survey, "responses.export") && (
              <ExportMenu
                totalCount={list.totalCount}
                pageCount={list.data.length}
                busy={exporting}
                onExport={(s, f) => void onExport(s, f)}
              />
            )}
          </div>
        </div>
      </header>
      {respondentOpen && (
        <RespondentRightsDialog open onOpenChange={setRespondentOpen} surveyId={surveyId} questions={survey.questions} />
      )}

      {responseCount > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <StatusFilter value={status} onChange={setStatus} />
          {(listQuery.isFetching || summaryQuery.isFetching) && <Spinner className="h-4 w-4" />}
        </div>
      )}
      {responseCount > 0 && hiddenKeys.length > 0 && (
        <HiddenFilter keys={hiddenKeys} filters={hidden} onChange={setHiddenFilter} />
      )}

      {failure && (
        <Notice tone="error" title={failure.title} onDismiss={() => setFailure(null)} dismissLabel={t("common.dismiss")}>
          {failure.detail}
          {failure.upgrade && <UpgradeButton className="mt-3 flex w-fit" />}
        </Notice>
      )}

      {showAi && (
        <AnalysisPanel
          id={aiPanelId}
          surveyId={surveyId}
          surveyTitle={survey.title}
          status={status}
          responseCount={list.totalCount}
          planRefusal={analysisRefusal}
          offerUpgrade={noticeOrganization?.role === "owner" || !survey.organizationId}
        />
      )}

      {responseCount === 0 ? (
        <NoResponsesYet survey={survey} />
      ) : (
        <>
          <section aria-labelledby={overviewId} className="space-y-4">
            <h2 id={overviewId} className="text-lg font-semibold">
              {t("responses.overview.title")}
            </h2>
            {summaryQuery.isError ? (
              <Notice tone="error" title={t("responses.overview.failed")}>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => void summaryQuery.refetch()}>
                  {t("dashboard.tryAgain")}
                </Button>
              </Notice>
            ) : !summaryQuery.data ? (
              <OverviewLoading />
            ) : (
              <>
                <OverviewStats summary={summaryQuery.data} status={status} />
                {summaryQuery.data.totalResponses > 0 && (
                  <Suspense fallback={<OverviewLoading />}>
                    <QuickOverview summary={summaryQuery.data} />
                  </Suspense>
                )}
              </>
            )}
            <TimeAndDropOff surveyId={surveyId} />
          </section>

          <section aria-labelledby={listId} className="space-y-4">
            <h2 id={listId} className="text-lg font-semibold">
              {t("responses.list.title")}
            </h2>
            {response ? (
              <Notice tone="info">
                <p>{t("responses.list.oneResponse")}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={showAllResponses}>
                  {t("responses.list.showAll")}
                </Button>
              </Notice>
            ) : null}
            {list.data.length === 0 ? (
              <EmptyState icon={SearchX} title={t("responses.list.noneForFilter")}>
                {t("responses.list.noneForFilterHint")}
              </EmptyState>
            ) : (
              <ResponseList
                key={selectionKey}
                responses={list.data}
                questions={survey.questions}
                selected={selected}
                onSelectedChange={(ids) => setSelection({ key: selectionKey, ids })}
                onDeleteSelected={permits(survey, "responses.delete") ? () => setConfirmOpen(true) : undefined}
                rangeLabel={rangeLabel}
                initiallyExpanded={response ? [response] : []}
                onFilterHidden={setHiddenFilter}
              />
            )}
            <Pagination page={list.currentPage} totalPages={list.totalPages} onChange={setPage} />
          </section>
        </>
      )}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t("responses.deleteDialog.title")}
        confirmLabel={t("responses.deleteDialog.confirm")}
        busyLabel={t("responses.deleteDialog.deleting")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate([...selected])}
      >
        {t("responses.deleteDialog.body", { count: selected.size })}
      </ConfirmDialog>
    </div>
  );
}

function OverviewLoading() {
  const { t } = useTranslation();
  return (
    <Card className="flex justify-center py-12 text-sm text-slate-500 dark:text-slate-400">
      <Spinner label={t("responses.overview.loading")} />
    </Card>
  );
}

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center px-6 py-12 text-center" role="alert">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
        <AlertCircle aria-hidden className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-lg font-semibold">{t("responses.errorTitle")}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{describeApiError(error, t, t("responses.loadFailed"))}</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">{t("responses.returnToDashboard")}</Link>
      </Button>
    </Card>
  );
}
