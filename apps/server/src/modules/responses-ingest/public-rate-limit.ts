import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { rateLimitAddress } from "./mask-ip";

/** Per client address and minute on the public API, besides the configurable submit and partial limits. */
export const PUBLIC_READS_PER_MINUTE = 300;
export const PUBLIC_FILES_PER_MINUTE = 30;
const WINDOW_SECONDS = 60;

/** One counted hit for a client address (an IPv6 client by its /64) in a bucket. */
export interface PublicRateLimit {
  key: string;
  max: number;
  now: Date;
}

export function publicRateLimit(ip: string, bucket: string, max: number, now: Date): PublicRateLimit {
  return { key: `public-${bucket}:${rateLimitAddress(ip)}`, max, now };
}

/** Counts the hit in its own statement; RATE_LIMITED past the limit. */
export async function requirePublicRateLimit(db: Database, limit: PublicRateLimit) {
  if (!(await consumeRateLimit(db, limit.key, { window: WINDOW_SECONDS, max: limit.max }, limit.now))) {
    throw new AppError("RATE_LIMITED");
  }
}

/**
 * The same fixed-window upsert as consumeRateLimit, as a CTE body (`returning count`), so the
 * hot respondent writes count the hit and write the answers in one statement. Without a limit
 * (a second try of the same request) it counts nothing and answers 0.
 */
export function rateLimitHit(limit: PublicRateLimit | null): SQL {
  if (!limit) return sql`select 0 as count`;
  const current = limit.now.toISOString();
  const windowStart = new Date(limit.now.getTime() - WINDOW_SECONDS * 1000).toISOString();
  return sql`
    insert into rate_limits (key, count, window_start) values (${limit.key}, 1, ${current})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStart} then ${current}::timestamptz else rate_limits.window_start end
    returning count`;
}

/** Throws RATE_LIMITED when a statement's counted hits passed the limit. */
export function throwIfLimited(limit: PublicRateLimit | null, hits: number) {
  if (limit && hits > limit.max) throw new AppError("RATE_LIMITED");
}
