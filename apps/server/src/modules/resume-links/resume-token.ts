import { createHash, randomBytes } from "node:crypto";

/** A new resume token (32 random bytes, base64url: 43 characters) and the hash the table keeps (decision 237). */
export function createResumeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResumeToken(token) };
}

export function hashResumeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
