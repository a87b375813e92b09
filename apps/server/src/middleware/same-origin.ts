import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser marks as coming from another site.
 * Cookies are SameSite=Lax already; this closes the gap for same-site subdomains.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const fetchSite = c.req.header("sec-fetch-site");
      const requestOrigin = new URL(c.req.url).origin;
      const fromOtherOrigin = origin !== undefined && origin !== allowed && origin !== requestOrigin;
      const fromOtherSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
      if (fromOtherOrigin || (origin === undefined && fromOtherSite)) throw new AppError("BAD_ORIGIN");
    }
    await next();
  };
}
