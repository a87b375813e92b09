import {
  MAX_API_KEYS_PER_USER,
  shownPrefix,
  type ApiKeyItem,
  type CreateApiKeyRequest,
  type CreatedApiKeyReply,
} from "@sondar/core/api/api-keys";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";
import type { Actor, ApiKeyScope } from "@sondar/core/teams/actor";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { apiKeys } from "../../db/schema/api-keys";
import { organizations } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { withAdvisoryLock } from "../../db/with-advisory-lock";
import { requireAccountOwner } from "../account/require-account-owner";
import { requireOrganizationAction } from "../teams/require-organization-action";
import { generateApiKey, hashApiKey } from "./api-key-secret";

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  organizationId: apiKeys.organizationId,
  organizationName: organizations.name,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toItem(row: {
  id: string;
  name: string;
  scope: string;
  prefix: string;
  organizationId: string | null;
  organizationName: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKeyItem {
  return {
    ...row,
    scope: row.scope as ApiKeyScope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The caller's keys that are not revoked, newest first, in every workspace. */
export async function listApiKeys(db: Database, actor: Actor): Promise<ApiKeyItem[]> {
  const userId = requireAccountOwner(actor);
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toItem);
}

/**
 * A new key for the caller's personal workspace, or for an organization where they are owner
 * or admin (core's role table, `apiKeys.manage`). The key itself is in this reply only.
 */
export async function createApiKey(
  db: Database,
  actor: Actor,
  request: CreateApiKeyRequest,
  context: { ip?: string | null } = {},
): Promise<CreatedApiKeyReply> {
  const userId = requireAccountOwner(actor);
  const { organizationId } = request;
  if (organizationId) await requireOrganizationAction(db, userId, organizationId, "apiKeys.manage");
  const secret = generateApiKey();
  // Counted and added under a lock per person, so concurrent creates cannot pass the limit together.
  const row = await withAdvisoryLock(db, `api-keys:${userId}`, async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((held?.n ?? 0) >= MAX_API_KEYS_PER_USER) throw new AppError("API_KEY_LIMIT");
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        name: request.name,
        scope: request.scope,
        organizationId,
        userId,
        prefix: shownPrefix(secret),
        secretHash: hashApiKey(secret),
      })
      .returning({ id: apiKeys.id });
    // Its name, scope and shown prefix; never the key (decision 293).
    if (inserted) {
      await recordAudit(tx, {
        organizationId: organizationId ?? null,
        actor: userAuditActor(userId, context.ip),
        action: "api_key.create",
        target: { type: "api_key", id: inserted.id },
        details: { name: request.name, scope: request.scope, prefix: shownPrefix(secret) },
      });
    }
    return inserted;
  });
  if (!row) throw new AppError("INTERNAL");
  const [created] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(eq(apiKeys.id, row.id));
  if (!created) throw new AppError("INTERNAL");
  return { key: toItem(created), secret };
}

/** Revokes one of the caller's keys; it stops working at once. Someone else's key is not found. */
export async function revokeApiKey(
  db: Database,
  actor: Actor,
  input: { keyId: string; now: Date; ip?: string | null },
): Promise<void> {
  const userId = requireAccountOwner(actor);
  if (!isUuid(input.keyId)) throw new AppError("API_KEY_NOT_FOUND");
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: input.now })
      .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, organizationId: apiKeys.organizationId, name: apiKeys.name, prefix: apiKeys.prefix });
    if (!revoked) throw new AppError("API_KEY_NOT_FOUND");
    await recordAudit(tx, {
      organizationId: revoked.organizationId,
      actor: userAuditActor(userId, input.ip),
      action: "api_key.revoke",
      target: { type: "api_key", id: revoked.id },
      details: { name: revoked.name, prefix: revoked.prefix },
    });
  });
}
