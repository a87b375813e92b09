import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Pages that creators embed on their own sites, in an iframe of any origin. */
export function isEmbeddablePath(path: string): boolean {
  return path.startsWith("/embed/");
}

/** Security headers for every response; only embed pages may be framed by other sites. */
export function securityHeaders(options: { chatWidgetUrl: string | undefined; isHttps: boolean }): MiddlewareHandler {
  const chatOrigin = options.chatWidgetUrl ? new URL(options.chatWidgetUrl).origin : undefined;
  const extra = chatOrigin ? [chatOrigin] : [];
  const build = (embeddable: boolean) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'", ...extra],
        frameAncestors: embeddable ? ["*"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: options.isHttps ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: embeddable ? false : "SAMEORIGIN",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: embeddable ? false : "same-origin",
      crossOriginResourcePolicy: embeddable ? "cross-origin" : "same-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    });
  const regular = build(false);
  const embed = build(true);
  return (c, next) => (isEmbeddablePath(c.req.path) ? embed(c, next) : regular(c, next));
}
