import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

/**
 * Counts hits in fixed windows, as one statement (`returning key, count`): `source` is a query
 * of rows (key, hits, at) with one row per key. A key's window restarts at `at` once it is
 * `windowSeconds` old (its count then starts from these hits); otherwise the hits are added.
 * Keys are written in order, so concurrent statements counting several keys cannot deadlock.
 */
export function fixedWindowHits(source: SQL, windowSeconds: unknown): SQL {
  const expired = sql`rate_limits.window_start <= excluded.window_start - ${windowSeconds}::integer * interval '1 second'`;
  return sql`
    insert into rate_limits (key, count, window_start)
    select key, hits, at from (${source}) as counted_hits (key, hits, at) order by key
    on conflict (key) do update set
      count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
      window_start = case when ${expired} then excluded.window_start else rate_limits.window_start end
    returning key, count`;
}

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (so every server process
 * shares it) and says whether the hit is within the limit.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  const hit = sql`select ${key}::text, 1, ${now.toISOString()}::timestamptz`;
  const result = await db.execute<{ count: number }>(fixedWindowHits(hit, rule.window));
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return (row?.count ?? 1) <= rule.max;
}
