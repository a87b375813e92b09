import { addSignInAttempt, getSignInWaitMs, type SignInFailures } from "@sondar/core/auth/sign-in-backoff";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rateLimits } from "../../db/schema/platform";

/**
 * An account's failed sign-ins, kept in `rate_limits` (shared by every process) under its own
 * key: `count` is the failures in a row, `window_start` when the last attempt was made.
 */
const keyOf = (email: string) => `sign-in:account:${email}`;

export type SignInClaim =
  { ok: true; failures: SignInFailures; previous: SignInFailures | null } | { ok: false; retryAfterMs: number };

/**
 * Counts an attempt on `email` before its password is checked, or says how long the account
 * must wait. Counting first means attempts sent at once, from any number of addresses, are
 * counted one by one: each claim is a compare-and-set on the row, and one that lost the race
 * is refused for a moment rather than let through unchecked.
 */
export async function claimSignInAttempt(db: Database, email: string, now: Date): Promise<SignInClaim> {
  const key = keyOf(email);
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const previous = row ? { count: row.count, lastAt: row.windowStart } : null;
  const retryAfterMs = getSignInWaitMs(previous, now);
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  const failures = addSignInAttempt(previous, now);
  const values = { count: failures.count, windowStart: failures.lastAt };
  const written = row
    ? await db
        .update(rateLimits)
        .set(values)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.count, row.count), eq(rateLimits.windowStart, row.windowStart)))
        .returning({ key: rateLimits.key })
    : await db
        .insert(rateLimits)
        .values({ key, ...values })
        .onConflictDoNothing()
        .returning({ key: rateLimits.key });
  if (!written.length) return { ok: false, retryAfterMs: 1000 };
  return { ok: true, failures, previous };
}

/** The attempt's password was right: the account's failures are forgotten. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}

/** The attempt was never judged (refused before the password check): it does not count. */
export async function withdrawSignInAttempt(db: Database, email: string, claim: Extract<SignInClaim, { ok: true }>) {
  const key = keyOf(email);
  const mine = and(
    eq(rateLimits.key, key),
    eq(rateLimits.count, claim.failures.count),
    eq(rateLimits.windowStart, claim.failures.lastAt),
  );
  if (claim.previous) {
    await db.update(rateLimits).set({ count: claim.previous.count, windowStart: claim.previous.lastAt }).where(mine);
  } else {
    await db.delete(rateLimits).where(mine);
  }
}
