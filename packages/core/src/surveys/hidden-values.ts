/**
 * A value's longest length once trimmed; a longer one is cut to it. Here rather than with the key
 * rules (hidden-field-rules.ts), whose messages the respondent page has no use for.
 */
export const MAX_HIDDEN_FIELD_VALUE_LENGTH = 500;

/** A response's hidden values: declared key → text (docs/product/respondent.md#hidden-fields). */
export type HiddenValues = Record<string, string>;

/** Where values come from: the page's query parameters, or a body's object (whose values may be anything). */
export type HiddenValueSource = Pick<URLSearchParams, "get"> | Readonly<Record<string, unknown>>;

// What PostgreSQL cannot store (answers/storable-text.ts): NUL, and a UTF-16 half without its pair.
// eslint-disable-next-line no-control-regex -- NUL is exactly what must go
const UNSTORABLE = /\u0000|\p{Cs}/gu;

/** `text` cut to `max` UTF-16 units, never between the two halves of a pair. */
function cutValue(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max).trimEnd();
}

function read(source: HiddenValueSource, key: string): unknown {
  if (typeof (source as URLSearchParams).get === "function") return (source as URLSearchParams).get(key);
  return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined;
}

/**
 * The hidden values of a response, from `source`: only the `declared` keys, only text, trimmed,
 * what PostgreSQL cannot store removed, cut to MAX_HIDDEN_FIELD_VALUE_LENGTH; an empty value is
 * left out. The respondent page reads its address with it, the server the body it is sent, so a
 * value is the same whoever reads it. Anything else in `source` is ignored.
 */
export function pickHiddenValues(declared: readonly string[], source: HiddenValueSource): HiddenValues {
  const values: HiddenValues = {};
  for (const key of declared) {
    const raw = read(source, key);
    if (typeof raw !== "string") continue;
    const value = cutValue(raw.replace(UNSTORABLE, "").trim(), MAX_HIDDEN_FIELD_VALUE_LENGTH);
    if (value) values[key] = value;
  }
  return values;
}
