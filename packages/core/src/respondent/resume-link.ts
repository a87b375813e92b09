/**
 * "Continue on another device" (docs/product/respondent.md#continue-on-another-device,
 * docs/decisions/237-resume-links.md): a link that carries an unguessable token for one partial
 * response. The token is 32 random bytes in base64url (43 characters); the server keeps only
 * its SHA-256. No schema library here: the respondent page reads this file (the request bodies
 * are resume-link-schemas.ts).
 */

/** The link's fragment key: `/survey/<shareId>#resume=<token>` (a fragment never reaches a server log or a Referer). */
export const RESUME_FRAGMENT_KEY = "resume";

/** A link works this long after it was made, and only while its response is still partial. */
export const RESUME_LINK_TTL_DAYS = 7;

export const RESUME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token a link's fragment holds (`#resume=…`), or null when it holds none that could be one. */
export function readResumeToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(RESUME_FRAGMENT_KEY);
  return token !== null && RESUME_TOKEN_PATTERN.test(token) ? token : null;
}

/** The link for `token` on the survey whose public address is `surveyUrl`. */
export function resumeLinkUrl(surveyUrl: string, token: string): string {
  return `${surveyUrl}#${RESUME_FRAGMENT_KEY}=${token}`;
}
