import { secureHeaders } from "hono/secure-headers";

/** Security headers for every response; survey embeds get their own frame rule later. */
export function securityHeaders(options: { chatWidgetUrl: string | undefined; isHttps: boolean }) {
  const chatOrigin = options.chatWidgetUrl ? new URL(options.chatWidgetUrl).origin : undefined;
  const scriptSrc = ["'self'", ...(chatOrigin ? [chatOrigin] : [])];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
      frameSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: options.isHttps ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "SAMEORIGIN",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
