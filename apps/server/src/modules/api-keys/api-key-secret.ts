import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "@sondar/core/api/api-keys";

/**
 * A new key: `sondar_` and 32 random bytes in base64url. The key has 256 bits of entropy, so one
 * SHA-256 of it is what we store and look up; a slow password hash would add nothing but cost on
 * every request (docs/decisions/190-api-keys.md).
 */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The stored form of a key: its SHA-256, hex. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
