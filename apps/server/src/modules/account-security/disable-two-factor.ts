import { APIError } from "better-auth/api";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Auth } from "../auth/create-auth";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";

/** Tries at turning two-factor sign-in off, per user, in ten minutes: a stolen session cannot guess codes. */
export const DISABLE_TWO_FACTOR_LIMIT = { window: 600, max: 5 };

/**
 * Turns two-factor sign-in off only with a current code from the authenticator app as well as
 * the password, so a session left open is not enough (docs/decisions/280-two-factor-sign-in.md).
 * Answers the library's reply, whose cookie replaces the session it ended.
 */
export async function disableTwoFactor(
  db: Database,
  auth: Auth,
  input: { userId: string; headers: Headers; password: string; code: string; now: Date },
): Promise<Response> {
  if (!(await consumeRateLimit(db, `2fa-disable:${input.userId}`, DISABLE_TWO_FACTOR_LIMIT, input.now))) {
    throw new AppError("RATE_LIMITED");
  }
  try {
    await auth.api.verifyTOTP({ headers: input.headers, body: { code: input.code } });
  } catch (error) {
    if (error instanceof APIError) throw new AppError("TWO_FACTOR_CODE_INVALID");
    throw error;
  }
  return auth.api.disableTwoFactor({ headers: input.headers, body: { password: input.password }, asResponse: true });
}
