import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True for a state-changing request that a browser marks as coming from another site.
 * `requestUrl` is only parsed when the Origin header is neither missing nor `allowed`.
 */
export function isCrossSiteWrite(
  request: { method: string; origin: string | undefined; fetchSite: string | undefined; requestUrl: string },
  allowed: string,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const { origin, fetchSite } = request;
  if (origin !== undefined) return origin !== allowed && origin !== new URL(request.requestUrl).origin;
  return fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
}

/**
 * Refuses state-changing requests that a browser marks as coming from another site.
 * Cookies are SameSite=Lax already; this closes the gap for same-site subdomains.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    const request = {
      method: c.req.method,
      origin: c.req.header("origin"),
      fetchSite: c.req.header("sec-fetch-site"),
      requestUrl: c.req.url,
    };
    if (isCrossSiteWrite(request, allowed)) throw new AppError("BAD_ORIGIN");
    await next();
  };
}
