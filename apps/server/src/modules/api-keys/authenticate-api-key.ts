import { isApiKeyShape } from "@sondar/core/api/api-keys";
import type { Actor, ApiKeyScope } from "@sondar/core/teams/actor";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { apiKeys } from "../../db/schema/api-keys";
import { hashApiKey } from "./api-key-secret";

/** Last use is written at most this often per key, so a busy key costs no write per request. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * The actor a Bearer key acts as, or null when the key is unknown, malformed or revoked. The
 * lookup is by the key's SHA-256 (docs/decisions/190-api-keys.md).
 */
export async function authenticateApiKey(
  db: Database,
  key: string,
  now: Date,
): Promise<Extract<Actor, { kind: "api-key" }> | null> {
  if (!isApiKeyShape(key)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      organizationId: apiKeys.organizationId,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    // Conditional, so processes racing on one key write once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return {
    kind: "api-key",
    keyId: row.id,
    userId: row.userId,
    organizationId: row.organizationId,
    scope: row.scope as ApiKeyScope,
  };
}
