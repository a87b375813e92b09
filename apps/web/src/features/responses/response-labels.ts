/** A response's status as shown; anything but complete or partial is 'Unknown' (docs/product/responses-and-exports.md#list). */
export function responseStatusKey(status: string): "complete" | "partial" | "unknown" {
  return status === "complete" || status === "partial" ? status : "unknown";
}

/** A completion time that can be shown, or null for a missing or unparseable one ('Not completed'). */
export function parseCompletedAt(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "City, Country" from whichever parts are known; null when neither is. */
export function locationLabel(city: string | null, country: string | null): string | null {
  const parts = [city, country].map((part) => part?.trim()).filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(", ") : null;
}
