import { BlockList, isIP } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** True for an IP address on this machine's loopback interface (IPv4-mapped IPv6 included). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** True for a URL's hostname that names this machine: `localhost` or a loopback address. */
export function isLoopbackHostname(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return bare.toLowerCase() === "localhost" || isLoopbackAddress(bare);
}
