import type { Actor } from "@sondar/core/teams/actor";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";
import { countRateLimitHit } from "../rate-limit/consume-rate-limit";

export type ApiKeyActor = Extract<Actor, { kind: "api-key" }>;
export type ApiV1Variables = { actor: ApiKeyActor };

const BEARER = /^Bearer +(\S+)$/i;

/**
 * /api/v1 and /api/mcp answer API keys only: `Authorization: Bearer sondar_…` becomes the key's
 * actor; a session cookie counts for nothing here (docs/decisions/191-bearer-auth-for-v1.md,
 * 200-mcp-server.md). Each key
 * then gets `perMinute` requests a minute, counted in PostgreSQL so every process shares them,
 * and every answer says where it stands in the RateLimit-* headers
 * (docs/decisions/193-api-rate-limit.md).
 */
export function apiKeyAuth(deps: { db: Database; now: () => Date; perMinute: number }): MiddlewareHandler<{
  Variables: ApiV1Variables;
}> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw new AppError("API_KEY_REQUIRED");
    const token = BEARER.exec(header)?.[1];
    const now = deps.now();
    const actor = token ? await authenticateApiKey(deps.db, token, now) : null;
    if (!actor) throw new AppError("API_KEY_INVALID");
    const hit = await countRateLimitHit(deps.db, `api:key:${actor.keyId}`, { window: 60, max: deps.perMinute }, now);
    const resetSeconds = Math.max(0, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));
    const headers = {
      "RateLimit-Limit": String(deps.perMinute),
      "RateLimit-Remaining": String(Math.max(0, deps.perMinute - hit.count)),
      "RateLimit-Reset": String(resetSeconds),
    };
    if (hit.count > deps.perMinute) {
      throw new AppError("RATE_LIMITED", { headers: { ...headers, "Retry-After": String(resetSeconds) } });
    }
    c.set("actor", actor);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
