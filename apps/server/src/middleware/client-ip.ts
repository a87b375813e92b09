import type { MiddlewareHandler } from "hono";
import type { IncomingMessage } from "node:http";

/** Header we set (after removing any client-sent copy) to hand the trusted address to the auth library. */
export const CLIENT_IP_HEADER = "x-sondar-client-ip";

/**
 * The client address: the socket's, or with `trustProxyHops` proxies in front, the
 * address the outermost trusted proxy saw (counted from the right of X-Forwarded-For).
 */
export function resolveClientIp(socketIp: string | undefined, forwardedFor: string | undefined, trustProxyHops: number): string {
  const fallback = socketIp ?? "127.0.0.1";
  if (trustProxyHops === 0 || !forwardedFor) return fallback;
  const hops = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Fewer hops than proxies means a request that bypassed one: trust only the socket then.
  return hops[hops.length - trustProxyHops] ?? fallback;
}

export type ClientIpVariables = { clientIp: string };

export function clientIp(
  trustProxyHops: number,
): MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage }; Variables: ClientIpVariables }> {
  return async (c, next) => {
    const socketIp = c.env?.incoming?.socket?.remoteAddress;
    c.set("clientIp", resolveClientIp(socketIp, c.req.header("x-forwarded-for"), trustProxyHops));
    await next();
  };
}
