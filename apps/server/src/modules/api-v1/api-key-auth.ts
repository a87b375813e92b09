import type { MiddlewareHandler } from "hono";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { rateLimitAddress } from "../../lib/mask-ip";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { authenticateApiKey, type ApiKeyActor } from "../api-keys/authenticate-api-key";
import type { CountedHit } from "../rate-limit/consume-rate-limit";

export type { ApiKeyActor };
export type ApiV1Variables = { actor: ApiKeyActor } & ClientIpVariables;

const BEARER = /^Bearer +(\S+)$/i;
const WINDOW_SECONDS = 60;

/** Where a client stands in its window, as the IETF draft's RateLimit-* fields say it. */
function rateLimitHeaders(hit: CountedHit, limit: number, now: Date) {
  const resetSeconds = Math.max(0, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));
  return {
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(Math.max(0, limit - hit.count)),
    "RateLimit-Reset": String(resetSeconds),
  };
}

/**
 * /api/v1 and /api/mcp answer API keys only: `Authorization: Bearer sondar_…` becomes the key's
 * actor; a session cookie counts for nothing here (docs/decisions/191-bearer-auth-for-v1.md,
 * 200-mcp-server.md). Each key then gets `perMinute` requests a minute, and each client
 * address as many presented keys that match no live key, counted in PostgreSQL so every process
 * shares them; the key's check, its last-use note and the hit are one statement. Every answer
 * after the check says where the caller stands in the RateLimit-* headers
 * (docs/decisions/193-api-rate-limit.md).
 */
export function apiKeyAuth(deps: { db: Database; now: () => Date; perMinute: number }): MiddlewareHandler<{
  Variables: ApiV1Variables;
}> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw new AppError("API_KEY_REQUIRED");
    const now = deps.now();
    const { actor, hit } = await authenticateApiKey(deps.db, BEARER.exec(header)?.[1] ?? "", {
      now,
      windowSeconds: WINDOW_SECONDS,
      failureKey: `api:auth-failed:${rateLimitAddress(c.get("clientIp"))}`,
    });
    const headers = rateLimitHeaders(hit, deps.perMinute, now);
    if (hit.count > deps.perMinute) {
      throw new AppError("RATE_LIMITED", { headers: { ...headers, "Retry-After": headers["RateLimit-Reset"] } });
    }
    if (!actor) throw new AppError("API_KEY_INVALID", { headers });
    c.set("actor", actor);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
