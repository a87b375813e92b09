import { AUDIT_RETENTION_DAYS } from "@sondar/core/audit/audit-actions";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { auditLog } from "../../db/schema/audit-log";
import type { JobDefinition } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";

export const PRUNE_AUDIT_LOG_JOB = "audit-log-prune";

/** Every day: deletes audit entries older than a year (docs/decisions/293-audit-log.md). */
export function createPruneAuditLogJob(deps: { db: Database; logger: Logger; now: () => Date }): JobDefinition {
  return {
    name: PRUNE_AUDIT_LOG_JOB,
    cron: "23 3 * * *",
    singleton: true,
    retryLimit: 2,
    run: async () => {
      // The database does the calendar sum; the clock is ours so tests can move it.
      const before = sql`${deps.now().toISOString()}::timestamptz - make_interval(days => ${AUDIT_RETENTION_DAYS})`;
      const deleted = await deps.db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
      if (deleted.length) deps.logger.info({ deleted: deleted.length }, "deleted audit entries older than a year");
    },
  };
}
