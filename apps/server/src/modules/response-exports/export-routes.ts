import {
  responseExportQuerySchema,
  responseExportRequestSchema,
  type ExportLinkReply,
} from "@sondar/core/responses/export-query";
import contentDisposition from "content-disposition";
import { Hono } from "hono";
import { parseWith, readJsonBody } from "../../lib/validate";
import { requestClientIp } from "../../middleware/client-ip";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import type { ResponseExportService } from "./response-export-service";

interface ExportRouteDeps {
  auth: Auth;
  /** One per process: /api/v1 shares it (response-export-service.ts). */
  exports: ResponseExportService;
  now: () => Date;
}

/**
 * POST /api/surveys/:id/responses/export-link {format, status, page?, pageSize?, hidden?} → {url}
 * GET  /api/surveys/:id/responses/export?format=csv|xlsx|json&status=…[&page=N&pageSize=M][&hidden.<key>=…]
 *
 * The browser asks for the link first, so a refusal (access, query, too many exports) shows in
 * the page; it then follows the link as a plain download, which the browser streams to disk
 * instead of holding the whole file in the tab (decision records 002 and 040).
 */
export function responseExportRoutes({ auth, exports, now }: ExportRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.post("/api/surveys/:id/responses/export-link", signedIn, async (c) => {
    const query = parseWith(responseExportQuerySchema, await readJsonBody(c, {}));
    const reply = await exports.createExportLink(c.get("actor"), { surveyId: c.req.param("id"), query, now: now() });
    return c.json(reply satisfies ExportLinkReply);
  });

  app.get("/api/surveys/:id/responses/export", signedIn, async (c) => {
    const query = parseWith(responseExportRequestSchema, c.req.query());
    const file = await exports.openExport(c.get("actor"), {
      surveyId: c.req.param("id"),
      query,
      ticket: c.req.query("ticket"),
      now: now(),
      ip: requestClientIp(c),
    });
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName.name, { fallback: file.fileName.ascii }),
      // Respondents' answers: never kept by a shared cache or the browser's.
      "Cache-Control": "no-store",
    });
  });
  return app;
}
