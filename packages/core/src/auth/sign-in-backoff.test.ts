import { describe, expect, it } from "vitest";
import { addSignInAttempt, getSignInWaitMs, SIGN_IN_BACKOFF, type SignInFailures } from "./sign-in-backoff";

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const MINUTE = 60_000;

/** `n` attempts a second apart, starting at 0. */
function attempts(n: number): SignInFailures | null {
  let failures: SignInFailures | null = null;
  for (let i = 0; i < n; i += 1) failures = addSignInAttempt(failures, at(i * 1000));
  return failures;
}

describe("sign-in backoff per account", () => {
  it("lets five attempts through, then makes the account wait a minute", () => {
    expect(getSignInWaitMs(null, at(0))).toBe(0);
    expect(getSignInWaitMs(attempts(4), at(4000))).toBe(0);
    const five = attempts(5);
    expect(five?.count).toBe(5);
    expect(getSignInWaitMs(five, at(4000))).toBe(MINUTE);
    expect(getSignInWaitMs(five, at(4000 + MINUTE - 1))).toBe(1);
    expect(getSignInWaitMs(five, at(4000 + MINUTE))).toBe(0);
  });

  it("doubles the wait with each further failure, up to fifteen minutes", () => {
    const waits: number[] = [];
    let failures = attempts(5);
    let now = 4000;
    for (let i = 0; i < 7; i += 1) {
      const wait = getSignInWaitMs(failures, at(now));
      waits.push(wait / MINUTE);
      now += wait;
      failures = addSignInAttempt(failures, at(now));
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15]);
    expect(SIGN_IN_BACKOFF.maxWaitMs).toBe(15 * MINUTE);
  });

  it("forgets failures after an hour without an attempt", () => {
    const failures = attempts(9);
    const later = at(8000 + SIGN_IN_BACKOFF.forgetAfterMs);
    expect(getSignInWaitMs(failures, later)).toBe(0);
    expect(addSignInAttempt(failures, later).count).toBe(1);
  });
});
