import { escapePattern } from "@sondar/core/text/escape-pattern";

/** A quote may be cut short by the model, with a closing ellipsis. */
const CUT = /(?:…|\.\.\.)$/u;
/** A quote shorter than this many words is evidence only when it is the whole answer ("Too slow."). */
const MIN_PART_WORDS = 2;
const comparable = (text: string) => text.replace(/\s+/gu, " ").trim().toLowerCase();

/**
 * The answer's own words that a provider's quote stands for, or null when it is not in the answer
 * (decision 130). A model may fold a line break into a space or change a letter's case, so those
 * are forgiven, but the quote must be whole words of the answer (a cut quote may end mid-word at
 * its ellipsis), and a single word is a quote only when it is the whole answer: "great" is not
 * evidence from "Not great, the food was cold". What is shown is the respondent's text, never the
 * model's rewording of it.
 */
export function ownWords(quote: string, answer: string): string | null {
  const cut = CUT.test(quote.trim());
  const words = quote.trim().replace(CUT, "").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const wordEdge = "(?![\\p{L}\\p{N}])";
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapePattern).join("\\s+")}${cut ? "" : wordEdge}`, "iu");
  const found = pattern.exec(answer)?.[0];
  if (found === undefined) return null;
  if (words.length < MIN_PART_WORDS && comparable(found) !== comparable(answer)) return null;
  return cut ? `${found}…` : found;
}
