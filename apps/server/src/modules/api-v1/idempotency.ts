import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../../db/database";
import { apiIdempotentReplies } from "../../db/schema/api-keys";
import { AppError } from "../../lib/app-error";
import type { JobDefinition } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import type { ApiV1Variables } from "./api-key-auth";

/** How long a reply is kept for its Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a claim remembers of its request: the SHA-256 of method, path and body. */
export function requestHash(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex");
}

/**
 * A claim whose reply is still missing after this long belongs to a request that will never
 * finish (its process crashed or was stopped); the next request with the key takes it over.
 * Far above a POST's time: each is a few statements, each cut off by the database's statement
 * timeout (db/open-database.ts).
 */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MS = 60_000;

/**
 * `Idempotency-Key` on a POST to /api/v1 (docs/decisions/192-idempotency-keys.md): the first
 * request with a key runs and its successful reply is kept 24 h, per API key; the same key
 * again gets that reply (`Idempotent-Replayed: true`) without running anything, while the first
 * still runs a 409, and with another method, path or body a 422. A reply that is not a success
 * is not kept: nothing changed, so the client may retry with the same key. The claim is one row
 * in PostgreSQL, so retries landing on different processes agree; a reply older than 24 h and a
 * claim left without a reply for a minute are taken over in the same statement.
 */
export function idempotency(deps: { db: Database; now: () => Date }): MiddlewareHandler<{ Variables: ApiV1Variables }> {
  const { db } = deps;
  const t = apiIdempotentReplies;
  return async (c, next) => {
    const idempotencyKey = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || idempotencyKey === undefined) return next();
    if (!KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError("VALIDATION_FAILED", { fields: { "Idempotency-Key": ["Must be 1 to 255 visible ASCII characters"] } });
    }
    const keyId = c.get("actor").keyId;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const row = and(eq(t.keyId, keyId), eq(t.idempotencyKey, idempotencyKey));
    const claimedAt = deps.now();
    const expired = new Date(claimedAt.getTime() - IDEMPOTENCY_TTL_MS);
    const abandoned = new Date(claimedAt.getTime() - IDEMPOTENCY_CLAIM_TIMEOUT_MS);
    const claimed = await db
      .insert(t)
      .values({ keyId, idempotencyKey, requestHash: hash, createdAt: claimedAt })
      .onConflictDoUpdate({
        target: [t.keyId, t.idempotencyKey],
        set: { requestHash: hash, createdAt: claimedAt, status: null, body: null },
        setWhere: or(lt(t.createdAt, expired), and(isNull(t.status), lt(t.createdAt, abandoned))),
      })
      .returning({ keyId: t.keyId });
    if (!claimed.length) {
      const [kept] = await db.select().from(t).where(row).limit(1);
      if (!kept) throw new AppError("IDEMPOTENCY_KEY_IN_USE");
      if (kept.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
      if (kept.status === null || kept.body === null) throw new AppError("IDEMPOTENCY_KEY_IN_USE");
      return c.body(kept.body, kept.status as 200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
    }
    // Only while the claim is still ours: a request that outlived its claim leaves the taker's row alone.
    const ours = and(row, eq(t.createdAt, claimedAt));
    try {
      await next();
    } finally {
      const status = c.res.status;
      if (status >= 200 && status < 300 && !c.error) {
        const body = await c.res.clone().text();
        await db.update(t).set({ status, body }).where(ours);
      } else {
        await db.delete(t).where(ours);
      }
    }
  };
}

export const PRUNE_IDEMPOTENT_REPLIES_JOB = "api-idempotent-replies-prune";

/** Every hour: deletes kept replies older than 24 h, whose keys may be used afresh. */
export function createPruneIdempotentRepliesJob(deps: { db: Database; logger: Logger; now: () => Date }): JobDefinition {
  return {
    name: PRUNE_IDEMPOTENT_REPLIES_JOB,
    cron: "17 * * * *",
    singleton: true,
    retryLimit: 2,
    run: async () => {
      const before = new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS);
      const deleted = await deps.db
        .delete(apiIdempotentReplies)
        .where(sql`${apiIdempotentReplies.createdAt} < ${before.toISOString()}::timestamptz`)
        .returning({ keyId: apiIdempotentReplies.keyId });
      if (deleted.length) deps.logger.info({ deleted: deleted.length }, "deleted expired idempotent replies");
    },
  };
}
