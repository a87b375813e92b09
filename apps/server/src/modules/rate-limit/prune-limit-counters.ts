import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import type { JobDefinition } from "../../jobs/create-job-runner";

export const PRUNE_LIMIT_COUNTERS_JOB = "limit-counters-prune";

/**
 * A counter untouched this long counts nothing any more: the longest window in use is an hour
 * (respondents' upload budgets, an account's failed sign-ins), so deleting it changes no verdict.
 */
export const LIMIT_COUNTER_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Every hour: deletes rate-limit counters (ours in `rate_limits`, the auth library's in
 * `auth_rate_limits`) that no window still needs. Both tables get a row per client address,
 * account or survey that was ever limited; without this they grow for ever.
 */
export function createPruneLimitCountersJob(deps: { db: Database; logger: Logger; now: () => Date }): JobDefinition {
  return {
    name: PRUNE_LIMIT_COUNTERS_JOB,
    cron: "41 * * * *",
    singleton: true,
    retryLimit: 2,
    run: async () => {
      const before = new Date(deps.now().getTime() - LIMIT_COUNTER_RETENTION_MS);
      const ours = (await deps.db.execute(
        sql`delete from rate_limits where window_start < ${before.toISOString()}::timestamptz returning key`,
      )) as unknown as { rows: unknown[] };
      const theirs = (await deps.db.execute(
        sql`delete from auth_rate_limits where last_request < ${before.getTime()} returning key`,
      )) as unknown as { rows: unknown[] };
      const deleted = ours.rows.length + theirs.rows.length;
      if (deleted) deps.logger.info({ deleted }, "deleted rate-limit counters no window needs");
    },
  };
}
