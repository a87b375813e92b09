import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Download, ScrollText, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { auditLogCsvUrl, auditLogKey, listAuditLog, NO_AUDIT_FILTERS, type AuditLogFilters as Filters } from "./audit-log-api";
import { AuditLogFilters } from "./audit-log-filters";
import { AuditLogTable } from "./audit-log-table";

/**
 * The organization's audit log (docs/product/teams.md#audit-log), for those core's table lets
 * read it: filters, newest entries first a page at a time, and the CSV of what the filters match.
 */
export function AuditLogSection({ organizationId, members }: { organizationId: string; members: readonly OrganizationMember[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const filtered = Object.values(filters).some(Boolean);

  const log = useInfiniteQuery({
    queryKey: [...auditLogKey(organizationId), filters],
    queryFn: ({ pageParam, signal }) => listAuditLog(organizationId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The rows of the last filters stay (dimmed) while the new ones load, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold">
              {t("teams.auditLog.title")}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("teams.auditLog.description")}</p>
          </div>
          <Button variant="secondary" size="sm" className="self-start" asChild>
            {/* The session cookie goes with a same-origin link; the server names the file. */}
            <a href={auditLogCsvUrl(organizationId, filters)} download>
              <Download aria-hidden className="h-4 w-4" />
              {t("teams.auditLog.exportCsv")}
            </a>
          </Button>
        </div>

        <div className="mt-5">
          <AuditLogFilters filters={filters} members={members} onChange={setFilters} />
        </div>

        <div className="mt-5">
          {log.isPending ? (
            <div className="py-8">
              <Spinner label={t("teams.auditLog.loading")} />
            </div>
          ) : log.isError && !log.data ? (
            <Notice tone="error" title={t("teams.auditLog.loadFailed")}>
              <p>{describeApiError(log.error, t, t("errors.INTERNAL"))}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void log.refetch()}>
                {t("dashboard.tryAgain")}
              </Button>
            </Notice>
          ) : entries.length === 0 ? (
            <div
              role="status"
              className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700"
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                {filtered ? <SearchX aria-hidden className="h-5 w-5" /> : <ScrollText aria-hidden className="h-5 w-5" />}
              </span>
              <p className="mt-3 font-medium">{filtered ? t("teams.auditLog.noMatchTitle") : t("teams.auditLog.emptyTitle")}</p>
              <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
                {filtered ? t("teams.auditLog.noMatchBody") : t("teams.auditLog.emptyBody")}
              </p>
              {filtered && (
                <Button variant="secondary" size="sm" className="mt-4" onClick={() => setFilters(NO_AUDIT_FILTERS)}>
                  {t("teams.auditLog.clearFilters")}
                </Button>
              )}
            </div>
          ) : (
            <>
              <AuditLogTable entries={entries} busy={log.isPlaceholderData} />
              {log.isFetchNextPageError && (
                <Notice tone="error" className="mt-3" title={t("teams.auditLog.loadFailed")}>
                  {describeApiError(log.error, t, t("errors.INTERNAL"))}
                </Notice>
              )}
              {log.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={log.isFetchingNextPage || log.isPlaceholderData}
                    onClick={() => void log.fetchNextPage()}
                  >
                    {log.isFetchingNextPage ? t("teams.auditLog.loadingMore") : t("teams.auditLog.loadMore")}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </Card>
  );
}
