import type { MiddlewareHandler } from "hono";

/**
 * Calls `kick` after a survey request that changed something succeeded: publishing,
 * unpublishing and deleting responses record webhook events in their transactions, and this
 * starts their delivery without those routes knowing about webhooks (docs/decisions/181-webhook-delivery.md).
 */
export function kickAfterChange(kick: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.status < 400) kick();
  };
}
