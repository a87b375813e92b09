const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True for a state-changing request that a browser marks as coming from a site we do not trust:
 * an Origin outside `trusted` (config.ts, trustedOriginsFor), or without one a Sec-Fetch-Site
 * other than same-origin. Cookies are SameSite=Lax already; this closes the gap for same-site
 * subdomains and for pages that reach the server under another name (DNS rebinding).
 */
export function isCrossSiteWrite(
  request: { method: string; origin: string | undefined; fetchSite: string | undefined },
  trusted: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const { origin, fetchSite } = request;
  if (origin !== undefined) return !trusted.has(origin);
  return fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
}
