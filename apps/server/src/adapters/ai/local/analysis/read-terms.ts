import type { WordTools } from "./word-tools";

const WORD = /^\p{L}[\p{L}'-]*$/u;
/** "aplicación" and "aplicacion" are one word to a reader, and stemmers disagree on accents. */
const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

interface ContentWord {
  surface: string;
  key: string;
}

/**
 * The content words of a text in order, each with the key its forms share (the accent-folded
 * stem). A stop word or punctuation between two words leaves a null, so only words written
 * side by side make a compound ("servicio técnico", not "atención … cliente").
 */
function contentWords(text: string, tools: WordTools): (ContentWord | null)[] {
  const words: (ContentWord | null)[] = [];
  const segments = new Intl.Segmenter(tools.language, { granularity: "word" }).segment(text.toLowerCase());
  for (const { segment, isWordLike } of segments) {
    if (!isWordLike) {
      if (segment.trim()) words.push(null);
      continue;
    }
    const content = segment.length >= 3 && WORD.test(segment) && !tools.isStopWord(segment);
    words.push(content ? { surface: segment, key: foldAccents(tools.stem(segment)) } : null);
  }
  return words;
}

/** The keys of a text's content words (a question title, the creator's request), to match one against another. */
export function contentKeys(text: string, tools: WordTools): Set<string> {
  return new Set(contentWords(text, tools).flatMap((word) => (word ? [word.key] : [])));
}

/**
 * Reads the terms of answers in a language without a part-of-speech model: content words and
 * pairs of adjacent ones, grouped by stem. It remembers the forms it saw, so a term is named by
 * its most common form ("precios" when most answers say so).
 */
export function createTermReader(tools: WordTools) {
  const forms = new Map<string, Map<string, number>>();
  const remember = ({ key, surface }: ContentWord) => {
    const seen = forms.get(key) ?? new Map<string, number>();
    seen.set(surface, (seen.get(surface) ?? 0) + 1);
    forms.set(key, seen);
  };
  const commonest = (key: string) =>
    [...(forms.get(key) ?? new Map<string, number>([[key, 1]]))].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ??
    key;
  return {
    /** Each term of one answer once: word keys and "key key" pairs. */
    terms(text: string): string[] {
      const terms = new Set<string>();
      let previous: ContentWord | null = null;
      for (const word of contentWords(text, tools)) {
        if (word) {
          remember(word);
          terms.add(word.key);
          if (previous) terms.add(`${previous.key} ${word.key}`);
        }
        previous = word;
      }
      return [...terms];
    },
    /** The words a term is shown as. */
    label: (term: string) => term.split(" ").map(commonest).join(" "),
  };
}
