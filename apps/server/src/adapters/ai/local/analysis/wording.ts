const MAX_QUOTED = 80;

/** A title, label or term in quotes, cut so one long title cannot swamp a sentence. */
export function quote(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return `"${clean.length > MAX_QUOTED ? `${clean.slice(0, MAX_QUOTED - 1)}…` : clean}"`;
}

/** One decimal at most: 4.25 → "4.3", 4 → "4". */
export function decimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function percent(value: number): string {
  return `${decimal(value)}%`;
}

export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The calendar day of an ISO timestamp, in UTC, as YYYY-MM-DD (clear in every locale). */
export function day(iso: string): string {
  return iso.slice(0, 10);
}
