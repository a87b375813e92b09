import { describe, expect, it } from "vitest";
import { createOfflineGeo, isNonPublicAddress } from "./offline-geo";

describe("offline geo", () => {
  const geo = createOfflineGeo();

  it("locates public IPv4 and IPv6 addresses from the bundled DB-IP database", async () => {
    expect(await geo.lookup("8.8.8.8")).toEqual({ city: "Mountain View", country: "United States", region: "California" });
    expect(await geo.lookup("81.2.69.142")).toEqual({ city: "London", country: "United Kingdom", region: "England" });
    // An IPv4 address written as IPv6, as a dual-stack socket reports it, is looked up as IPv4.
    expect(await geo.lookup("::ffff:81.2.69.142")).toEqual(await geo.lookup("81.2.69.142"));
    // Google's IPv6 resolver: DB-IP places it in Canada; the month's data decides the city.
    expect((await geo.lookup("2001:4860:4860::8888")).country).toBe("Canada");
  });

  it("answers nulls, never an error, when the database files cannot be read", async () => {
    const missing = createOfflineGeo("/nonexistent-geo-database");
    expect(await missing.lookup("8.8.8.8")).toEqual({ city: null, country: null, region: null });
  });

  it("answers nulls for loopback, private and malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.1", "172.20.0.1", "fd00::1", "::ffff:127.0.0.1", "nope"]) {
      expect(await geo.lookup(ip)).toEqual({ city: null, country: null, region: null });
    }
    expect(isNonPublicAddress("203.0.113.9")).toBe(false);
  });
});
