import type { MiddlewareHandler } from "hono";

/** Stored files are never run or sniffed as anything else: no scripts, no styles, no frames. */
export const STORED_FILE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * Registered outside the page security headers (app.ts), which would otherwise replace the
 * stored files' strict policy with the app's page policy on the way out.
 */
export function storedFileHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STORED_FILE_HEADERS)) c.res.headers.set(name, value);
  };
}
