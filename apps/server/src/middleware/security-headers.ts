import { isShareId } from "@sondar/core/surveys/share-id";
import type { MiddlewareHandler } from "hono";

const EMBED_PAGE = /^\/embed\/(?:survey|s)\/([^/]+)$/;

/**
 * The two survey pages creators embed on their own sites, in an iframe of any origin. Nothing
 * else under /embed/: the app shell answers any path, and framed it would be the whole app.
 */
export function isEmbeddablePath(path: string): boolean {
  const shareId = EMBED_PAGE.exec(path)?.[1];
  return shareId !== undefined && isShareId(shareId);
}

export interface SecurityHeaderOptions {
  chatWidgetUrl: string | undefined;
  isHttps: boolean;
}

/**
 * The security headers of every response, as one plain record per kind of page: computed once,
 * so the hot public endpoints (lean-json-route.ts) send them without per-request work. Only
 * embed pages may be framed by other sites.
 */
export function securityHeaderRecord(options: SecurityHeaderOptions, embeddable: boolean): Readonly<Record<string, string>> {
  const chatOrigin = options.chatWidgetUrl ? new URL(options.chatWidgetUrl).origin : undefined;
  const extra = chatOrigin ? ` ${chatOrigin}` : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    `frame-ancestors ${embeddable ? "*" : "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return Object.freeze({
    "content-security-policy": csp,
    ...(embeddable ? {} : { "cross-origin-opener-policy": "same-origin" }),
    "cross-origin-resource-policy": embeddable ? "cross-origin" : "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(options.isHttps ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    ...(embeddable ? {} : { "x-frame-options": "SAMEORIGIN" }),
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}

/** Sets the security headers on every response, replacing any a handler set. */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const regular = Object.entries(securityHeaderRecord(options, false));
  const embed = Object.entries(securityHeaderRecord(options, true));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of isEmbeddablePath(c.req.path) ? embed : regular) headers.set(name, value);
  };
}
