import { isIP } from "node:net";
import type * as GeoipLiteModule from "geoip-lite";
import { UNKNOWN_LOCATION, type GeoAdapter, type GeoLocation } from "./geo-adapter";

type GeoipLite = typeof GeoipLiteModule;

/**
 * True for addresses that are not on the public internet (loopback, private, link-local,
 * CGNAT, unique-local, documentation…): they locate nothing, so they are not looked up.
 */
export function isNonPublicAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (kind === 6) {
    const lower = ip.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped?.[1]) return isNonPublicAddress(mapped[1]);
    return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || /^ff/.test(lower);
  }
  return true;
}

// Made on the first lookup that finds a country, not at start: it loads ~6 MB of ICU region data.
let countryNames: Intl.DisplayNames | undefined;
/** ICU's answer per country code, kept: asking ICU on every submit was a hot spot (~250 codes). */
const countryNameCache = new Map<string, string>();

/** "US" → "United States": responses store country names (docs/product/responses-and-exports.md#respondent-data). */
function countryName(code: string): string {
  let name = countryNameCache.get(code);
  if (name !== undefined) return name;
  try {
    countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    name = countryNames.of(code) ?? code;
  } catch {
    name = code;
  }
  if (countryNameCache.size < 1000) countryNameCache.set(code, name);
  return name;
}

/**
 * Offline lookup in geoip-lite's bundled GeoLite2-derived tables (no network, no install
 * script: the data files ship inside the npm package). The tables take ~150 MB of memory and
 * ~0.3 s to read, so they are loaded on the first lookup, once per process.
 */
export function createOfflineGeo(): GeoAdapter {
  let loading: Promise<GeoipLite> | null = null;
  const load = () => (loading ??= import("geoip-lite").then((m) => (m.default ?? m) as GeoipLite));
  return {
    lookup: async (ip: string): Promise<GeoLocation> => {
      if (isNonPublicAddress(ip)) return UNKNOWN_LOCATION;
      try {
        const found = (await load()).lookup(ip);
        if (!found) return UNKNOWN_LOCATION;
        return {
          city: found.city || null,
          country: found.country ? countryName(found.country) : null,
          region: found.region || null,
        };
      } catch {
        return UNKNOWN_LOCATION;
      }
    },
  };
}
