import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { JobDefinition } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";

export const PRUNE_MAIL_OUTBOX_JOB = "mail-outbox-prune";

/** Sent and failed mails are kept this long (to see what went out, and for the dev mailbox), then deleted. */
export const MAIL_OUTBOX_KEEP_DAYS = 30;
/** Rows one statement deletes; a run goes on until none is left or it has done MAX_BATCHES. */
const BATCH = 1000;
const MAX_BATCHES = 100;

/**
 * Every day: deletes sent and failed mails older than 30 days (docs/decisions/247-mail-outbox-pruning.md).
 * A mail holds an address and often a sign-in or reset link, so it is not kept past its use;
 * rows still queued or sending are never touched.
 */
export function createPruneMailOutboxJob(deps: { db: Database; logger: Logger; now: () => Date }): JobDefinition {
  return {
    name: PRUNE_MAIL_OUTBOX_JOB,
    cron: "41 3 * * *",
    singleton: true,
    retryLimit: 2,
    run: async () => {
      // The database does the calendar sum; the clock is ours so tests can move it.
      const before = sql`${deps.now().toISOString()}::timestamptz - make_interval(days => ${MAIL_OUTBOX_KEEP_DAYS})`;
      let deleted = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const result = (await deps.db.execute(sql`
          delete from mail_outbox where id in (
            select id from mail_outbox where status in ('sent', 'failed') and created_at < ${before} limit ${BATCH})
          returning id`)) as unknown as { rows: unknown[] };
        deleted += result.rows.length;
        if (result.rows.length < BATCH) break;
      }
      if (deleted) deps.logger.info({ deleted }, "deleted sent and failed mails older than 30 days");
    },
  };
}
