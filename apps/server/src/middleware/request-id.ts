import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export const REQUEST_ID_HEADER = "x-request-id";

/** The caller's request id when it is a plausible one (letters, digits, `_-=`, ≤ 255), else a new UUID. */
export function requestIdFor(sent: string | undefined): string {
  return sent && sent.length <= 255 && !/[^\w\-=]/.test(sent) ? sent : randomUUID();
}

export type RequestIdVariables = { requestId: string };

/** Gives every request an id (the `requestId` variable), echoed in the X-Request-Id response header. */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}
