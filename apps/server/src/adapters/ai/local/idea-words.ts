/**
 * Word handling for the local engine: lower-cased, accent-free word stems, so that
 * "Employees", "employee" and "employee's" all match the keyword "employee".
 */

/** A light suffix stripper; it only has to map a word and its keyword to the same stem. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The words of `text`, accents and apostrophes removed, hyphenated words split. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Whether the stems of `phrase` occur in `haystack` consecutively. */
export function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  if (!phrase.length || phrase.length > haystack.length) return false;
  for (let i = 0; i + phrase.length <= haystack.length; i += 1) {
    if (phrase.every((p, j) => haystack[i + j] === p)) return true;
  }
  return false;
}

/** Whether the idea (as stems) mentions any of `terms`, words or phrases. */
export function mentionsAny(ideaStems: readonly string[], terms: readonly string[]): boolean {
  return terms.some((term) => containsPhrase(ideaStems, stems(term)));
}

/** A stable 32-bit FNV-1a hash: the same idea always picks the same question variants. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
