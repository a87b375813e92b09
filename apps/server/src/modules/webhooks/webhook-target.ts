import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Whether deliveries may go to `address`: only ordinary public unicast addresses. Loopback,
 * private, link-local (the cloud metadata service, 169.254.169.254), unique-local, carrier-grade
 * NAT, multicast, reserved and unspecified ranges are refused; an IPv4 address written as IPv6
 * (::ffff:127.0.0.1) is judged as the IPv4 address it is (docs/decisions/183-webhook-ssrf-guard.md).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

export class WebhookTargetRefused extends Error {
  constructor(readonly address: string) {
    super(`refused to connect to ${address}: not a public address`);
  }
}

/** The address in a URL's host, without IPv6 brackets; null when the host is a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/**
 * A `lookup` for outgoing connections that resolves the name, then refuses the connection when
 * any address it resolved to is not public: the check happens on the very address the socket
 * connects to, so a name that resolves differently a second time (DNS rebinding) gains nothing.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new WebhookTargetRefused(refused.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}
