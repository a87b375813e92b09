import type { ResponseExportQuery } from "@sondar/core/responses/export-query";
import { HIDDEN_FILTER_PREFIX } from "@sondar/core/responses/response-list";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { auditActorOf, recordAudit } from "../audit-log/record-audit";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { requireResponsesAccess } from "../responses/responses-access";
import type { SurveyRow } from "../surveys/survey-access";
import { createResponseExport } from "./create-response-export";
import { createCsvWorkers } from "./csv-workers";
import { createExportLeases, type ExportLeaseOwner } from "./export-leases";
import { createExportSlots, exportBusy } from "./export-slots";
import { EXPORT_IDLE_MS, toResponseStream } from "./export-stream";

/** Export links one user may ask for in a minute: a person clicks a few; more is a script. */
export const EXPORT_LINK_LIMIT = { window: 60, max: 10 };

/** The query as the link writes it; the download's ticket is good only for the same one. */
function queryText(query: ResponseExportQuery): string {
  const params = new URLSearchParams({ format: query.format, status: query.status });
  if (query.page !== undefined) {
    params.set("page", String(query.page));
    params.set("pageSize", String(query.pageSize));
  }
  // In key order, so the same filters always make the same text.
  for (const key of Object.keys(query.hidden).sort()) params.set(`${HIDDEN_FILTER_PREFIX}${key}`, query.hidden[key] as string);
  return params.toString();
}

/** The download's address: the export route with the query the link request was checked for, and its ticket. */
function exportPath(surveyId: string, query: ResponseExportQuery, ticket: string): string {
  return `/api/surveys/${encodeURIComponent(surveyId)}/responses/export?${queryText(query)}&ticket=${ticket}`;
}

function leaseOwner(userId: string, survey: SurveyRow, query: ResponseExportQuery): ExportLeaseOwner {
  return { userId, organizationId: survey.organizationId, surveyId: survey.id, query: queryText(query) };
}

/**
 * What the audit entry of an export says of it (docs/decisions/297-export-audit-entries.md): the
 * format and filters, the hidden fields filtered on by name only (their values are searched values).
 */
function exportAuditDetails(query: ResponseExportQuery): Record<string, unknown> {
  return {
    format: query.format,
    status: query.status,
    ...(query.page === undefined ? {} : { page: query.page, pageSize: query.pageSize }),
    ...(Object.keys(query.hidden).length ? { hiddenFilters: Object.keys(query.hidden).sort() } : {}),
  };
}

/** A started export: its file's name and type, and the body, which releases its places when done with. */
export interface OpenedExport {
  contentType: string;
  fileName: { name: string; ascii: string };
  body: ReadableStream<Uint8Array>;
}

/**
 * Response exports for every entry point (decision records 002 and 040): a link holds its
 * user's place among the running exports under a one-time ticket (export-leases.ts, on any
 * process) but no slot of this process; opening it takes a slot and streams the file. One per
 * process, since it holds the process's slots and CSV workers.
 */
export function createResponseExportService(deps: { db: Database; databaseKind: string; publicUrl: string; logger: Logger }) {
  const { db, databaseKind, publicUrl, logger } = deps;
  const slots = createExportSlots();
  const leases = createExportLeases({ db, logger });
  // No thread starts before the first whole CSV export from PostgreSQL.
  const csvWorkers = databaseKind === "postgres" ? createCsvWorkers(logger) : undefined;

  async function createExportLink(actor: Actor, input: { surveyId: string; query: ResponseExportQuery; now: Date }) {
    const survey = await requireResponsesAccess(db, actor, input.surveyId, "responses.export");
    if (!(await consumeRateLimit(db, `export-link:user:${actor.userId}`, EXPORT_LINK_LIMIT, input.now))) {
      throw new AppError("RATE_LIMITED");
    }
    const ticket = await leases.takeForLink(leaseOwner(actor.userId, survey, input.query));
    if (!ticket) throw exportBusy();
    return { url: exportPath(survey.id, input.query, ticket) };
  }

  async function openExport(
    actor: Actor,
    input: { surveyId: string; query: ResponseExportQuery; ticket: string | undefined; now: Date; ip?: string | null },
  ): Promise<OpenedExport> {
    const { query } = input;
    const survey = await requireResponsesAccess(db, actor, input.surveyId, "responses.export");
    const lease = await leases.takeForDownload(leaseOwner(actor.userId, survey, query), input.ticket);
    if (!lease) throw exportBusy();
    let releaseSlot: () => void;
    try {
      releaseSlot = await slots.acquire(actor.userId);
    } catch (error) {
      await leases.release(lease);
      throw error;
    }
    // Both held until the body is done with: finished, failed, cancelled or stalled (export-stream.ts).
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      releaseSlot();
      void leases.release(lease);
    };
    try {
      // Once the export has its places, before a byte is read: a refused one writes nothing.
      const who = auditActorOf(actor, input.ip);
      await recordAudit(db, {
        organizationId: survey.organizationId,
        actor: who.actor,
        action: "responses.export",
        target: { type: "survey", id: survey.id },
        details: { ...who.details, ...exportAuditDetails(query) },
      });
      const file = createResponseExport({ db, databaseKind, csvWorkers }, survey, query, { publicUrl, now: input.now });
      const body = toResponseStream(
        file.chunks,
        logger,
        { surveyId: survey.id, format: query.format },
        { idleMs: EXPORT_IDLE_MS, onClose: release },
      );
      return { contentType: file.contentType, fileName: file.fileName, body };
    } catch (error) {
      release();
      throw error;
    }
  }

  return { createExportLink, openExport };
}

export type ResponseExportService = ReturnType<typeof createResponseExportService>;
