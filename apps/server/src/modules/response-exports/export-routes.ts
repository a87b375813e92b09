import { responseExportQuerySchema, type ResponseExportQuery } from "@sondar/core/responses/export-query";
import contentDisposition from "content-disposition";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { AppError } from "../../lib/app-error";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { getUser, requireUser, type UserVariables } from "../auth/require-user";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { requireResponsesAccess } from "../responses/responses-access";
import type { SurveyRow } from "../surveys/survey-access";
import { createResponseExport } from "./create-response-export";
import { createCsvWorkers } from "./csv-workers";
import { createExportLeases, type ExportLeaseOwner } from "./export-leases";
import { createExportSlots } from "./export-slots";
import { EXPORT_IDLE_MS, toResponseStream } from "./export-stream";

/** Export links one user may ask for in a minute: a person clicks a few; more is a script. */
export const EXPORT_LINK_LIMIT = { window: 60, max: 10 };

interface ExportRouteDeps {
  auth: Auth;
  db: Database;
  databaseKind: string;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
}

/** The query as the link writes it; the download's ticket is good only for the same one. */
function queryText(query: ResponseExportQuery): string {
  const params = new URLSearchParams({ format: query.format, status: query.status });
  if (query.page !== undefined) {
    params.set("page", String(query.page));
    params.set("pageSize", String(query.pageSize));
  }
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
 * POST /api/surveys/:id/responses/export-link {format, status, page?, pageSize?} → {url}
 * GET  /api/surveys/:id/responses/export?format=csv|xlsx|json&status=…[&page=N&pageSize=M]
 *
 * The browser asks for the link first, so a refusal (access, query, too many exports) shows in
 * the page; the link holds its user's place among the running exports under a one-time ticket
 * (export-leases.ts, on any process) but no slot of this process. The page then follows the
 * link as a plain download, which the browser streams to disk instead of holding the whole file
 * in the tab (decision records 002 and 040).
 */
export function responseExportRoutes({ auth, db, databaseKind, publicUrl, logger, now }: ExportRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const slots = createExportSlots();
  const leases = createExportLeases({ db, logger });
  // No thread starts before the first whole CSV export from PostgreSQL.
  const csvWorkers = databaseKind === "postgres" ? createCsvWorkers(logger) : undefined;
  app.post("/api/surveys/:id/responses/export-link", requireUser(auth), async (c) => {
    const userId = getUser(c).id;
    const survey = await requireResponsesAccess(db, userId, c.req.param("id"), "responses.export");
    const query = parseWith(responseExportQuerySchema, await readJsonBody(c, {}));
    if (!(await consumeRateLimit(db, `export-link:user:${userId}`, EXPORT_LINK_LIMIT, now()))) throw new AppError("RATE_LIMITED");
    const ticket = await leases.takeForLink(leaseOwner(userId, survey, query));
    if (!ticket) throw new AppError("EXPORT_BUSY");
    return c.json({ url: exportPath(survey.id, query, ticket) });
  });
  app.get("/api/surveys/:id/responses/export", requireUser(auth), async (c) => {
    const query = parseWith(responseExportQuerySchema, c.req.query());
    const userId = getUser(c).id;
    const survey = await requireResponsesAccess(db, userId, c.req.param("id"), "responses.export");
    const lease = await leases.takeForDownload(leaseOwner(userId, survey, query), c.req.query("ticket"));
    if (!lease) throw new AppError("EXPORT_BUSY");
    let releaseSlot: () => void;
    try {
      releaseSlot = await slots.acquire();
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
      const file = createResponseExport({ db, databaseKind, csvWorkers }, survey, query, { publicUrl, now: now() });
      const body = toResponseStream(
        file.chunks,
        logger,
        { surveyId: survey.id, format: query.format },
        { idleMs: EXPORT_IDLE_MS, onClose: release },
      );
      return c.body(body, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": contentDisposition(file.fileName.name, { fallback: file.fileName.ascii }),
        // Respondents' answers: never kept by a shared cache or the browser's.
        "Cache-Control": "no-store",
      });
    } catch (error) {
      release();
      throw error;
    }
  });
  return app;
}
