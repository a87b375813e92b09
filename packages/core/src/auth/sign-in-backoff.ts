/**
 * Failed sign-ins one account may have before it must wait; then the wait doubles with each
 * further failure, from a minute up to a quarter of an hour, and an hour without an attempt
 * forgets them. Counted per account wherever the attempts come from, so guesses spread over
 * many addresses are slowed as much as guesses from one (decision record 042).
 */
export const SIGN_IN_BACKOFF = {
  freeAttempts: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
} as const;

/** An account's failed attempts in a row and when the last one was made. */
export interface SignInFailures {
  count: number;
  lastAt: Date;
}

/** Failures that still count at `now`: none once the last is an hour old. */
function currentCount(failures: SignInFailures | null, now: Date): number {
  if (!failures || now.getTime() - failures.lastAt.getTime() >= SIGN_IN_BACKOFF.forgetAfterMs) return 0;
  return failures.count;
}

/** How long the account must still wait before another attempt, in ms; 0 when one may go now. */
export function getSignInWaitMs(failures: SignInFailures | null, now: Date): number {
  const count = currentCount(failures, now);
  if (!failures || count < SIGN_IN_BACKOFF.freeAttempts) return 0;
  const doublings = count - SIGN_IN_BACKOFF.freeAttempts;
  const wait = Math.min(SIGN_IN_BACKOFF.firstWaitMs * 2 ** Math.min(doublings, 30), SIGN_IN_BACKOFF.maxWaitMs);
  return Math.max(0, failures.lastAt.getTime() + wait - now.getTime());
}

/** The failures after one more attempt at `now`, counted before its password is checked. */
export function addSignInAttempt(failures: SignInFailures | null, now: Date): SignInFailures {
  return { count: currentCount(failures, now) + 1, lastAt: now };
}
