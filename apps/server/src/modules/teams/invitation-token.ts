import { createHash, randomBytes } from "node:crypto";

/** A new link token (32 random bytes, URL-safe) and the hash the table keeps (decision 080). */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
