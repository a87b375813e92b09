import { sql, type Column, type SQL } from "drizzle-orm";

/** A claim older than this is taken as abandoned (its process died mid-send) and may be taken over. */
const CLAIM_TIMEOUT_SECONDS = 10 * 60;

/**
 * When a mail job may claim its row: not done yet, and no claim or an abandoned one. Used in one
 * conditional update, so of two workers holding the same row only one gets it
 * (docs/decisions/095-weekly-summary-once-per-user-and-week.md).
 */
export function isClaimable(done: Column, claimedAt: Column, now: Date): SQL {
  return sql`${done} is null and (${claimedAt} is null or ${claimedAt} < ${new Date(now.getTime() - CLAIM_TIMEOUT_SECONDS * 1000)})`;
}
