import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The time a respondent opened a survey, signed by the server so the browser cannot move it:
 * `<milliseconds>.<signature>`, bound to the survey. Written into the survey page (and the
 * public API's reply) and sent back with the submit (docs/decisions/236-spam-shield.md); it lives
 * with the published survey that carries it, and the spam shield reads it.
 */
export function createStartToken(key: string, surveyId: string, at: Date): string {
  const ms = String(at.getTime());
  return `${ms}.${sign(key, surveyId, ms)}`;
}

/** When the respondent opened the survey, or null when the token is not one the server made for it. */
export function readStartToken(key: string, surveyId: string, token: string | undefined): Date | null {
  const [ms, signature, extra] = (token ?? "").split(".");
  if (!ms || !signature || extra !== undefined || !/^\d{1,15}$/.test(ms)) return null;
  const expected = Buffer.from(sign(key, surveyId, ms));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new Date(Number(ms));
}

function sign(key: string, surveyId: string, ms: string): string {
  return createHmac("sha256", key).update(`start:${surveyId}:${ms}`).digest("base64url");
}
