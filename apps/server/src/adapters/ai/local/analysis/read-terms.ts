import type { WordTools } from "./word-tools";

const WORD = /^\p{L}[\p{L}'-]*$/u;
/** "aplicación" and "aplicacion" are one word to a reader, and stemmers disagree on accents. */
const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
/** French elision: "l'application" and "d'attente" are "application" and "attente". */
const FRENCH_ELISION = /^(?:qu|[cdjlmnst])'(?=\p{L})/iu;

const segmenters = new Map<string, Intl.Segmenter>();
function wordsOf(text: string, language: string) {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  // Phones type the typographic apostrophe.
  return segmenter.segment(text.replace(/\u2019/g, "'"));
}

interface ContentWord {
  /** As written, for naming a theme ("Kundenservice" keeps its capital). */
  surface: string;
  key: string;
}

/**
 * The content words of a text in order, each with the key its forms share (the accent-folded
 * stem of the lowercase word). A stop word or punctuation between two words leaves a null, so
 * only words written side by side make a compound ("servicio técnico", not "atención … cliente").
 */
function contentWords(text: string, tools: WordTools): (ContentWord | null)[] {
  const words: (ContentWord | null)[] = [];
  for (const { segment, isWordLike } of wordsOf(text, tools.language)) {
    if (!isWordLike) {
      if (segment.trim()) words.push(null);
      continue;
    }
    const surface = tools.language === "fr" ? segment.replace(FRENCH_ELISION, "") : segment;
    const word = surface.toLowerCase();
    const content = word.length >= 3 && WORD.test(word) && !tools.isStopWord(word);
    words.push(content ? { surface, key: foldAccents(tools.stem(word)) } : null);
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
