import { isIP } from "node:net";

/** The 8 groups of an IPv6 address (an embedded IPv4 tail becomes two groups); null if malformed. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().split("%")[0] ?? "";
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[1].split(".").map(Number);
    text = text.slice(0, -v4Tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The address as stored with a response
 * (docs/decisions/026-respondent-addresses-masked-and-located-offline.md): IPv4 keeps its /24
 * ("203.0.113.0"), IPv6 its /48 ("2001:db8:1::"); an IPv4-mapped IPv6 address is masked as the IPv4 it
 * is. Anything unparseable is not stored.
 */
export function maskIp(ip: string): string | null {
  const kind = isIP(ip.split("%")[0] ?? "");
  if (kind === 4) return ip.split(".").slice(0, 3).join(".") + ".0";
  if (kind !== 6) return null;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.0`;
  }
  const prefix = groups.slice(0, 3);
  // Trailing zero groups of the prefix fold into the "::".
  while (prefix.length && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((g) => g.toString(16)).join(":")}::`;
}

/**
 * The key a client address is rate limited under: an IPv4 address as it is, an IPv6 address by
 * its /64, which one subscriber usually holds whole (so rotating within it gains nothing).
 */
export function rateLimitAddress(ip: string): string {
  if (isIP(ip.split("%")[0] ?? "") !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
