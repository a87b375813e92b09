// PostgreSQL stores neither NUL in text nor an unpaired UTF-16 surrogate in jsonb ("\u0000" and
// "\ud800" are refused by ::jsonb), so such a string fails the whole write statement it is in.
// With the u flag a paired surrogate is one code point (an emoji), so \p{Cs} matches only lone ones.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL can store this string as text and in jsonb. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Whether `value` (an answer of any shape) holds a string, as a value or a key, that isStorableText refuses. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, item]) => !isStorableText(key) || hasUnstorableText(item));
  }
  return false;
}
