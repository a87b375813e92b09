import { auditLogQuerySchema, withoutBlanks, type AuditLogReply } from "@sondar/core/audit/audit-schemas";
import contentDisposition from "content-disposition";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { parseWith } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { requireOrganizationAction } from "../teams/require-organization-action";
import { auditCsvStream } from "./audit-log-csv";
import { readAuditLogBatches, readAuditLogPage } from "./read-audit-log";

/**
 * An organization's audit log for its owner and admins (docs/decisions/293-audit-log.md; paths in
 * core's audit/audit-api-paths.ts). Reading it needs no plan: an owner whose trial ended may still
 * see who did what.
 */
export function auditLogRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.get("/api/organizations/:organizationId/audit-log", signedIn, async (c) => {
    const organizationId = c.req.param("organizationId");
    await requireOrganizationAction(db, c.get("user").id, organizationId, "auditLog.read");
    const query = parseWith(auditLogQuerySchema, withoutBlanks(c.req.query()));
    return c.json((await readAuditLogPage(db, organizationId, query)) satisfies AuditLogReply, 200, {
      "Cache-Control": "no-store",
    });
  });

  app.get("/api/organizations/:organizationId/audit-log.csv", signedIn, async (c) => {
    const organizationId = c.req.param("organizationId");
    await requireOrganizationAction(db, c.get("user").id, organizationId, "auditLog.read");
    const query = parseWith(auditLogQuerySchema, withoutBlanks(c.req.query()));
    return c.body(auditCsvStream(readAuditLogBatches(db, organizationId, query)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition("audit-log.csv"),
      "Cache-Control": "no-store",
    });
  });
  return app;
}
