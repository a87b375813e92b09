import { expect, it } from "vitest";
import { maskIp, rateLimitAddress } from "./mask-ip";

it("keeps an IPv4 address's /24", () => {
  expect(maskIp("203.0.113.77")).toBe("203.0.113.0");
  expect(maskIp("8.8.8.8")).toBe("8.8.8.0");
});

it("keeps an IPv6 address's /48", () => {
  expect(maskIp("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1::");
  expect(maskIp("2001:0db8:0001:ffff::1")).toBe("2001:db8:1::");
  expect(maskIp("2001:db8::1")).toBe("2001:db8::");
  expect(maskIp("::1")).toBe("::");
  expect(maskIp("fe80::1%eth0")).toBe("fe80::");
});

it("masks an IPv4-mapped IPv6 address as IPv4, and stores nothing for garbage", () => {
  expect(maskIp("::ffff:198.51.100.23")).toBe("198.51.100.0");
  expect(maskIp("not-an-ip")).toBeNull();
  expect(maskIp("")).toBeNull();
  expect(maskIp("1:2:3")).toBeNull();
});

it("rate limits IPv6 clients by their /64", () => {
  expect(rateLimitAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(rateLimitAddress("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
  expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
  expect(rateLimitAddress("::ffff:198.51.100.23")).toBe("198.51.100.23");
});
