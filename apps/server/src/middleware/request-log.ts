import type { MiddlewareHandler } from "hono";
import type { Logger } from "../lib/logger";
import type { RequestIdVariables } from "./request-id";

/** One JSON log line per request: id, method, path, status and duration in ms (one decimal). */
export function logRequest(
  logger: Logger,
  request: { reqId: string; method: string; path: string; status: number; startedAt: number },
) {
  // Skipped whole when the level is off, so a silent logger costs no object per request.
  if (!logger.isLevelEnabled("info")) return;
  const { reqId, method, path, status } = request;
  logger.info({ reqId, method, path, status, ms: Math.round((performance.now() - request.startedAt) * 10) / 10 }, "request");
}

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    logRequest(logger, { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, startedAt });
  };
}
