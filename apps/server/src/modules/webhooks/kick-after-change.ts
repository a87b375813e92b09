import type { MiddlewareHandler } from "hono";

/** Methods whose survey requests may record webhook events; content edits (PUT, PATCH: the builder's autosave) never do. */
const RECORDING_METHODS = new Set(["POST", "DELETE"]);

/**
 * Calls `kick` after a survey request that may have recorded webhook events succeeded:
 * publishing, unpublishing and deleting responses record them in their transactions, and this
 * starts their delivery without those routes knowing about webhooks (docs/decisions/181-webhook-delivery.md).
 */
export function kickAfterChange(kick: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (RECORDING_METHODS.has(c.req.method) && c.res.status < 400) kick();
  };
}
