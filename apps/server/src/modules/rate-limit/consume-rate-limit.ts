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
    returning key, count, window_start`;
}

/** A hit counted in its window: how many the window holds now and when it ends. */
export interface CountedHit {
  count: number;
  resetsAt: Date;
}

/** The hit a row of fixedWindowHits' `returning` stands for (none: the one hit, in a window starting now). */
export function countedHit(
  row: { count: number; window_start: string | Date } | undefined,
  windowSeconds: number,
  now: Date,
): CountedHit {
  const windowStart = row ? new Date(row.window_start) : now;
  return { count: row?.count ?? 1, resetsAt: new Date(windowStart.getTime() + windowSeconds * 1000) };
}

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (so every server process
 * shares it) and says where the window stands, for callers that tell the client (the
 * RateLimit-* headers of /api/v1, docs/decisions/193-api-rate-limit.md).
 */
export async function countRateLimitHit(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<CountedHit> {
  const hit = sql`select ${key}::text, 1, ${now.toISOString()}::timestamptz`;
  const result = await db.execute(fixedWindowHits(hit, rule.window));
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
  return countedHit(row, rule.window, now);
}

/** Counts one hit for `key` and says whether it is within the limit. */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  return (await countRateLimitHit(db, key, rule, now)).count <= rule.max;
}
