import { isChatWidgetAllowedOn } from "@sondar/core/site/chat-widget-paths";
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
 * The kinds of response with headers of their own: a page that may load the support chat, an
 * embed page, and everything else (survey pages, API replies, files).
 */
export type SecurityHeaderKind = "chat-page" | "embed" | "plain";

/** Which headers the response at `path` gets. */
export function securityHeaderKind(path: string): SecurityHeaderKind {
  if (isEmbeddablePath(path)) return "embed";
  return isChatWidgetAllowedOn(path) && !path.startsWith("/api/") ? "chat-page" : "plain";
}

/**
 * The security headers of every response, as one plain record per kind: computed once, so the
 * hot public endpoints (lean-json-route.ts) send them without per-request work. Only embed pages
 * may be framed by other sites; only pages that may load the support chat allow its origin, and
 * exactly that origin (docs/decisions/105-chat-widget.md).
 */
export function securityHeaderRecord(options: SecurityHeaderOptions, kind: SecurityHeaderKind): Readonly<Record<string, string>> {
  const embeddable = kind === "embed";
  const chatOrigin = options.chatWidgetUrl && kind === "chat-page" ? new URL(options.chatWidgetUrl).origin : undefined;
  const extra = chatOrigin ? ` ${chatOrigin}` : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    // Images are only our own uploads (docs/decisions/047-own-images-only.md): a page never loads a
    // picture from a site that would learn the viewer's address.
    `img-src 'self' data: blob:${extra}`,
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
  const records: Record<SecurityHeaderKind, [string, string][]> = {
    "chat-page": Object.entries(securityHeaderRecord(options, "chat-page")),
    embed: Object.entries(securityHeaderRecord(options, "embed")),
    plain: Object.entries(securityHeaderRecord(options, "plain")),
  };
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of records[securityHeaderKind(c.req.path)]) headers.set(name, value);
  };
}
