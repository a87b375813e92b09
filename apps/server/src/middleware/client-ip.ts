import type { Context } from "hono";
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

/** The peer address of the connection the request came on (tests pass a stand-in `incoming`). */
export function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: Pick<IncomingMessage, "socket"> } | undefined)?.incoming?.socket?.remoteAddress;
}

/** The client address the API steps resolved for this request, or null outside them (audit entries keep it). */
export function requestClientIp(c: Context): string | null {
  return (c as unknown as Context<{ Variables: ClientIpVariables }>).get("clientIp") || null;
}
