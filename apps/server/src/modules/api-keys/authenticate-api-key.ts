import { isApiKeyShape } from "@sondar/core/api/api-keys";
import type { Actor, ApiKeyScope } from "@sondar/core/teams/actor";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { countedHit, fixedWindowHits, type CountedHit } from "../rate-limit/consume-rate-limit";
import { hashApiKey } from "./api-key-secret";

/** Last use is written at most this often per key, so a busy key costs no write per request. */
export const LAST_USED_PRECISION_MS = 60_000;

export type ApiKeyActor = Extract<Actor, { kind: "api-key" }>;

/** What one presented key came to: the key's actor (null: no live key of ours) and the hit counted for it. */
export interface ApiKeyCheck {
  actor: ApiKeyActor | null;
  hit: CountedHit;
}

interface CheckRow {
  count: number;
  window_start: string | Date;
  id: string | null;
  user_id: string | null;
  organization_id: string | null;
  scope: string | null;
}

/**
 * A presented key, checked in one statement: the lookup by the key's SHA-256
 * (docs/decisions/190-api-keys.md), the note of its last use when that note is a minute old
 * (conditional, so processes racing on one key write once), and one hit in a fixed window
 * (docs/decisions/193-api-rate-limit.md): the key's own, `api:key:<id>`, or `failureKey` when
 * no live key matches, so unknown, malformed and revoked keys are limited too.
 */
export async function authenticateApiKey(
  db: Database,
  key: string,
  input: { now: Date; windowSeconds: number; failureKey: string },
): Promise<ApiKeyCheck> {
  const hash = isApiKeyShape(key) ? hashApiKey(key) : null;
  const now = input.now.toISOString();
  const stale = new Date(input.now.getTime() - LAST_USED_PRECISION_MS).toISOString();
  const counted = sql`select coalesce((select 'api:key:' || id from found), ${input.failureKey}::text), 1, ${now}::timestamptz`;
  const result = await db.execute(sql`
    with found as (
      select id, user_id, organization_id, scope from api_keys where secret_hash = ${hash}::text and revoked_at is null
    ),
    touched as (
      update api_keys set last_used_at = ${now}::timestamptz
      where id = (select id from found) and (last_used_at is null or last_used_at < ${stale}::timestamptz)
    ),
    hit as (${fixedWindowHits(counted, input.windowSeconds)})
    select hit.count, hit.window_start, found.id, found.user_id, found.organization_id, found.scope
    from hit left join found on true`);
  const row = (result as unknown as { rows: CheckRow[] }).rows[0];
  const hit = countedHit(row, input.windowSeconds, input.now);
  if (!row?.id || !row.user_id || !row.scope) return { actor: null, hit };
  return {
    actor: {
      kind: "api-key",
      keyId: row.id,
      userId: row.user_id,
      organizationId: row.organization_id,
      scope: row.scope as ApiKeyScope,
    },
    hit,
  };
}
