import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (so every server process
 * shares it) and says whether the hit is within the limit.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.window * 1000).toISOString();
  const current = now.toISOString();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${current})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStart} then ${current}::timestamptz else rate_limits.window_start end
    returning count`);
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return (row?.count ?? 1) <= rule.max;
}
