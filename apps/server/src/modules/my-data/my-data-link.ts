import { randomBytes } from "node:crypto";

/** How long a "Download my data" link works (docs/decisions/294-download-my-data.md). */
export const MY_DATA_LINK_DAYS = 7;

/**
 * The link's token: its expiry (epoch ms) and 32 random characters. The stored archive's key is
 * made of the owner's id and the token, so no table is needed: another user's session, a changed
 * expiry or a guessed token all name a key nothing is stored under.
 */
export function newMyDataToken(now: Date): string {
  const expires = now.getTime() + MY_DATA_LINK_DAYS * 24 * 60 * 60 * 1000;
  return `${expires}-${randomBytes(24).toString("base64url")}`;
}

/** The token's expiry, or null when it is not a token of ours. */
export function myDataTokenExpiry(token: string): Date | null {
  const match = /^(\d{13})-[A-Za-z0-9_-]{32}$/.exec(token);
  return match ? new Date(Number(match[1])) : null;
}

export function myDataStorageKey(userId: string, token: string): string {
  return `account-exports/${userId}/${token}.json.gz`;
}
