import { expect, it } from "vitest";
import { resolveClientIp } from "./client-ip";

it("uses the socket address unless proxies are trusted", () => {
  expect(resolveClientIp("203.0.113.5", "10.0.0.1, 10.0.0.2", 0)).toBe("203.0.113.5");
  expect(resolveClientIp(undefined, undefined, 0)).toBe("127.0.0.1");
});

it("counts trusted proxies from the right of X-Forwarded-For", () => {
  expect(resolveClientIp("10.0.0.9", "1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
  expect(resolveClientIp("10.0.0.9", "1.1.1.1, 203.0.113.7, 10.0.0.8", 2)).toBe("203.0.113.7");
  // A header shorter than the proxy chain was written by the client: use the socket.
  expect(resolveClientIp("10.0.0.9", "203.0.113.7", 3)).toBe("10.0.0.9");
});
