import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { consumeRateLimit } from "./consume-rate-limit";
import { rateLimitAddress } from "../../lib/mask-ip";

/** Per client address and minute on the public API, besides the configurable submit and partial limits. */
export const PUBLIC_READS_PER_MINUTE = 300;
export const PUBLIC_FILES_PER_MINUTE = 30;
/** Every public limit counts per minute. */
export const PUBLIC_WINDOW_SECONDS = 60;

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
  if (!(await consumeRateLimit(db, limit.key, { window: PUBLIC_WINDOW_SECONDS, max: limit.max }, limit.now))) {
    throw new AppError("RATE_LIMITED");
  }
}

/** Throws RATE_LIMITED when a statement's counted hits passed the limit. */
export function throwIfLimited(limit: PublicRateLimit | null, hits: number) {
  if (limit && hits > limit.max) throw new AppError("RATE_LIMITED");
}
