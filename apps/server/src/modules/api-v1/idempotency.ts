import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
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

function requestHash(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex");
}

/**
 * `Idempotency-Key` on a POST to /api/v1 (docs/decisions/192-idempotency-keys.md): the first
 * request with a key runs and its successful reply is kept 24 h, per API key; the same key
 * again gets that reply (`Idempotent-Replayed: true`) without running anything, while the first
 * still runs a 409, and with another method, path or body a 422. A reply that is not a success
 * is not kept: nothing changed, so the client may retry with the same key. The claim is one row
 * in PostgreSQL, so retries landing on different processes agree.
 */
export function idempotency(deps: { db: Database; now: () => Date }): MiddlewareHandler<{ Variables: ApiV1Variables }> {
  const { db } = deps;
  return async (c, next) => {
    const idempotencyKey = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || idempotencyKey === undefined) return next();
    if (!KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError("VALIDATION_FAILED", { fields: { "Idempotency-Key": ["Must be 1 to 255 visible ASCII characters"] } });
    }
    const keyId = c.get("actor").keyId;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const row = and(eq(apiIdempotentReplies.keyId, keyId), eq(apiIdempotentReplies.idempotencyKey, idempotencyKey));
    const expired = new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS);
    await db.delete(apiIdempotentReplies).where(and(row, lt(apiIdempotentReplies.createdAt, expired)));
    const claimed = await db
      .insert(apiIdempotentReplies)
      .values({ keyId, idempotencyKey, requestHash: hash, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ keyId: apiIdempotentReplies.keyId });
    if (!claimed.length) {
      const [kept] = await db.select().from(apiIdempotentReplies).where(row).limit(1);
      if (!kept) throw new AppError("IDEMPOTENCY_KEY_IN_USE");
      if (kept.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
      if (kept.status === null || kept.body === null) throw new AppError("IDEMPOTENCY_KEY_IN_USE");
      return c.body(kept.body, kept.status as 200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
    }
    try {
      await next();
    } finally {
      const status = c.res.status;
      if (status >= 200 && status < 300 && !c.error) {
        const body = await c.res.clone().text();
        await db.update(apiIdempotentReplies).set({ status, body }).where(row);
      } else {
        await db.delete(apiIdempotentReplies).where(row);
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
