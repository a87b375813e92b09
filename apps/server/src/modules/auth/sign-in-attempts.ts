import { addSignInAttempt, getSignInWaitMs, type SignInFailures } from "@sondar/core/auth/sign-in-backoff";
import { ERROR_MESSAGES } from "@sondar/core/errors/error-codes";
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
async function claimSignInAttempt(db: Database, email: string, now: Date): Promise<SignInClaim> {
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
async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}

/** The attempt was never judged (refused before the password check): it does not count. */
async function withdrawSignInAttempt(db: Database, email: string, claim: Extract<SignInClaim, { ok: true }>) {
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

/**
 * What a sign-in answer says about the password: right (signed in, or refused only because the
 * address is not verified, which the library checks after the password), wrong, or not judged
 * (refused before the password was checked: a rate limit, a bad request, a blocked navigation).
 */
async function judgedPassword(res: Response): Promise<"right" | "wrong" | "unjudged"> {
  if (res.ok) return "right";
  if (res.status === 401) return "wrong";
  if (res.status !== 403) return "unjudged";
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "EMAIL_NOT_VERIFIED" ? "right" : "unjudged";
}

/**
 * Runs a sign-in for `email` under its account's limit (decision record 042): refused with 429
 * SIGN_IN_LOCKED and Retry-After while the account must wait, else handed to `signIn` and its
 * outcome counted.
 */
export async function signInWithAccountLimit(
  db: Database,
  email: string,
  now: Date,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const claim = await claimSignInAttempt(db, email, now);
  if (!claim.ok) {
    const body = { error: { code: "SIGN_IN_LOCKED", message: ERROR_MESSAGES.SIGN_IN_LOCKED } };
    return Response.json(body, { status: 429, headers: { "Retry-After": String(Math.ceil(claim.retryAfterMs / 1000)) } });
  }
  const res = await signIn();
  const judged = await judgedPassword(res);
  if (judged === "right") await clearSignInFailures(db, email);
  else if (judged === "unjudged") await withdrawSignInAttempt(db, email, claim);
  return res;
}
