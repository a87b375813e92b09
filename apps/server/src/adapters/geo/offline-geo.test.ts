import { describe, expect, it } from "vitest";
import { createOfflineGeo, isNonPublicAddress } from "./offline-geo";

describe("offline geo", () => {
  const geo = createOfflineGeo();

  it("locates public IPv4 and IPv6 addresses from the bundled tables", async () => {
    expect((await geo.lookup("8.8.8.8")).country).toBe("United States");
    expect(await geo.lookup("81.2.69.142")).toEqual({ city: "St Albans", country: "United Kingdom", region: "ENG" });
    expect((await geo.lookup("2001:4860:4860::8888")).country).toBe("United States");
  });

  it("answers nulls for loopback, private and malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.1", "172.20.0.1", "fd00::1", "::ffff:127.0.0.1", "nope"]) {
      expect(await geo.lookup(ip)).toEqual({ city: null, country: null, region: null });
    }
    expect(isNonPublicAddress("203.0.113.9")).toBe(false);
  });
});
