import Bowser from "bowser";
import type { GeoLocation } from "../../adapters/geo/geo-adapter";

/** "Firefox 128" and "macOS 14.5" from a user agent, by bowser's parser; null parts when it names nothing we know. */
export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: joinName(browser.name, majorVersion(browser.version)), os: joinName(os.name, os.versionName ?? os.version) };
}

/** "Lyon, France": the rough place of the session's address, from the offline lookup. */
export function describePlace(location: GeoLocation): string | null {
  const parts = [location.city, location.country].filter((part): part is string => !!part);
  return parts.length ? parts.join(", ") : null;
}

function majorVersion(version: string | undefined): string | undefined {
  return version?.split(".")[0];
}

function joinName(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}
