import { responseExportQuerySchema } from "@sondar/core/responses/export-query";
import contentDisposition from "content-disposition";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { getUser, requireUser, type UserVariables } from "../auth/require-user";
import { requireResponsesAccess } from "../responses/responses-access";
import { createResponseExport } from "./create-response-export";
import { createCsvWorkers } from "./csv-workers";
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

/** GET /api/surveys/:id/responses/export?format=csv|xlsx|json&status=…[&page=N&pageSize=M] */
export function responseExportRoutes({ auth, db, databaseKind, publicUrl, logger, now }: ExportRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const slots = createExportSlots();
  // No thread starts before the first whole CSV export from PostgreSQL.
  const csvWorkers = databaseKind === "postgres" ? createCsvWorkers(logger) : undefined;
  app.get("/api/surveys/:id/responses/export", requireUser(auth), async (c) => {
    const query = parseWith(responseExportQuerySchema, c.req.query());
    const userId = getUser(c).id;
    const survey = await requireResponsesAccess(db, userId, c.req.param("id"));
    // Held until the body is done with: finished, failed, cancelled or stalled (export-stream.ts).
    const release = await slots.acquire(userId);
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
