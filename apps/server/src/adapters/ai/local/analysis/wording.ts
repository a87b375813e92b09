const MAX_QUOTED = 80;

/** A title, label or term in quotes, cut so one long title cannot swamp a sentence. */
export function quote(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return `"${clean.length > MAX_QUOTED ? `${clean.slice(0, MAX_QUOTED - 1)}…` : clean}"`;
}

/** A cross-tab's scores as written in a sentence: "1–2", or "1" when the group is one score. */
export function scoreSpan(from: number, to: number, decimal: (value: number) => string): string {
  return from === to ? decimal(from) : `${decimal(from)}–${decimal(to)}`;
}

/** The calendar day of an ISO timestamp, in UTC, as YYYY-MM-DD (clear in every locale). */
export function day(iso: string): string {
  return iso.slice(0, 10);
}
