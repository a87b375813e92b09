import { responseExportQuerySchema, type ResponseExportQuery } from "@sondar/core/responses/export-query";
import contentDisposition from "content-disposition";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { getUser, requireUser, type UserVariables } from "../auth/require-user";
import { requireResponsesAccess } from "../responses/responses-access";
import { createResponseExport } from "./create-response-export";
import { createCsvWorkers } from "./csv-workers";
import { createExportReservations } from "./export-reservations";
import { createExportSlots } from "./export-slots";
import { EXPORT_IDLE_MS, toResponseStream } from "./export-stream";

interface ExportRouteDeps {
  auth: Auth;
  db: Database;
  databaseKind: string;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
}

/** The download's address: the export route with the query the link request was checked for, and its ticket. */
function exportPath(surveyId: string, query: ResponseExportQuery, ticket: string): string {
  const params = new URLSearchParams({ format: query.format, status: query.status });
  if (query.page !== undefined) {
    params.set("page", String(query.page));
    params.set("pageSize", String(query.pageSize));
  }
  params.set("ticket", ticket);
  return `/api/surveys/${encodeURIComponent(surveyId)}/responses/export?${params.toString()}`;
}

/**
 * POST /api/surveys/:id/responses/export-link {format, status, page?, pageSize?} → {url}
 * GET  /api/surveys/:id/responses/export?format=csv|xlsx|json&status=…[&page=N&pageSize=M]
 *
 * The browser asks for the link first, so a refusal (access, query, too many exports) shows in
 * the page, and holds an export slot under a one-time ticket in the link; the page then follows
 * the link as a plain download, which the browser streams to disk instead of holding the whole
 * file in the tab.
 */
export function responseExportRoutes({ auth, db, databaseKind, publicUrl, logger, now }: ExportRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const slots = createExportSlots();
  const reservations = createExportReservations();
  // No thread starts before the first whole CSV export from PostgreSQL.
  const csvWorkers = databaseKind === "postgres" ? createCsvWorkers(logger) : undefined;
  app.post("/api/surveys/:id/responses/export-link", requireUser(auth), async (c) => {
    const userId = getUser(c).id;
    const survey = await requireResponsesAccess(db, userId, c.req.param("id"));
    const query = parseWith(responseExportQuerySchema, await readJsonBody(c, {}));
    // The slot is held for the download the page is about to start (export-reservations.ts).
    const ticket = reservations.hold(userId, survey.id, await slots.acquire(userId));
    return c.json({ url: exportPath(survey.id, query, ticket) });
  });
  app.get("/api/surveys/:id/responses/export", requireUser(auth), async (c) => {
    const query = parseWith(responseExportQuerySchema, c.req.query());
    const userId = getUser(c).id;
    const survey = await requireResponsesAccess(db, userId, c.req.param("id"));
    // Held until the body is done with: finished, failed, cancelled or stalled (export-stream.ts).
    const release = reservations.take(c.req.query("ticket"), userId, survey.id) ?? (await slots.acquire(userId));
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
