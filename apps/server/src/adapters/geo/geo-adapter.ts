/** Where an address is, as far as an offline database knows; each part is null when unknown. */
export interface GeoLocation {
  city: string | null;
  country: string | null;
  region: string | null;
}

/** Looks up a client address; never calls out over the network and never throws. */
export interface GeoAdapter {
  lookup: (ip: string) => Promise<GeoLocation>;
}

export const UNKNOWN_LOCATION: GeoLocation = { city: null, country: null, region: null };
