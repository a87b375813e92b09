/**
 * The one rule for URL answers, used by the respondent page and the server alike. It is a
 * pattern, not the engine's `URL` parser: parsers disagree (Chromium turns "https://not a url"
 * into "https://not%20a%20url/", Node refuses it), and a verdict that depends on the engine lets
 * the browser accept what the server then refuses. The rule is written out in
 * docs/decisions/045-url-answers.md.
 */

/** Longest URL answer we take; longer text is no address a person typed. */
export const MAX_URL_ANSWER_LENGTH = 2048;

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

// Letters of other scripts in host names, as fixed code-unit ranges rather than Unicode property
// escapes, whose tables change with the engine's Unicode version. Left out: C1 controls and the
// no-break space (U+0080–U+00A0), and spaces, invisible and direction marks (U+1680, U+2000–U+200F,
// U+2028–U+202F, U+205F–U+206F, U+3000, U+FEFF). Surrogate pairs (other planes) fall in the last range.
const WIDE = "\\u00a1-\\u167f\\u1681-\\u1fff\\u2010-\\u2027\\u2030-\\u205e\\u2070-\\u2fff\\u3001-\\ufefe\\uff00-\\uffff";
const LABEL = `[a-z\\d_${WIDE}](?:[a-z\\d_${WIDE}-]{0,61}[a-z\\d_${WIDE}])?`;
/** The last label starts with a letter: a numeric one would be read as an IPv4 address. */
const TOP_LABEL = `[a-z${WIDE}](?:[a-z\\d_${WIDE}-]{0,61}[a-z\\d_${WIDE}])?`;
const DOMAIN = `(?:${LABEL}\\.)+${TOP_LABEL}\\.?`;
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const HOST = `(?:${DOMAIN}|${IPV4}|localhost)`;
/** Path, query and fragment: anything but controls, spaces and invisible marks. */
const REST = "[/?#][^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u3000\\ufeff]*";
const WEB_URL = new RegExp(`^https?://${HOST}(?::(\\d{1,5}))?(?:${REST})?$`, "i");

/** A URL answer as it is stored and opened: trimmed, with https:// added when no scheme is given. */
export function normalizeUrlAnswer(value: string): string {
  const trimmed = value.trim();
  return SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Whether `value`, once normalised, is a web address: http or https, a host that is a domain
 * name of two or more labels, an IPv4 address or localhost, then an optional port and path. No
 * user name or password before the host, no IPv6 literal.
 */
export function isValidUrlAnswer(value: string): boolean {
  const url = normalizeUrlAnswer(value);
  if (url.length > MAX_URL_ANSWER_LENGTH) return false;
  const match = WEB_URL.exec(url);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}
