import { describe, expect, it } from "vitest";
import { guardedLookup, isPublicAddress, literalAddress } from "./webhook-target";

describe("webhook targets", () => {
  it("refuses loopback, private, link-local, metadata and mapped addresses, and takes public ones", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::ffff:127.0.0.1",
      "fd00:ec2::254",
      "fe80::1",
      "224.0.0.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c", "1.1.1.1"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("reads a literal address out of a URL host, brackets and all", () => {
    expect(literalAddress("[::1]")).toBe("::1");
    expect(literalAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(literalAddress("localhost")).toBeNull();
  });

  it("refuses a name that resolves to loopback unless private targets are allowed", async () => {
    const resolve = (allowPrivate: boolean) =>
      new Promise<string>((done, fail) =>
        guardedLookup(allowPrivate)("localhost", { family: 4 }, (error, address) =>
          error ? fail(error) : done(String(address)),
        ),
      );
    await expect(resolve(false)).rejects.toThrow(/not a public address/);
    await expect(resolve(true)).resolves.toBe("127.0.0.1");
  });
});
