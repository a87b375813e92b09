import type { WordTools } from "./word-tools";

const WORD = /^\p{L}[\p{L}'-]*$/u;
/** "aplicación" and "aplicacion" are one word to a reader, and stemmers disagree on accents. */
const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
/** French elision: "l'application" and "d'attente" are "application" and "attente". */
const FRENCH_ELISION = /^(?:qu|[cdjlmnst])'(?=\p{L})/iu;

const segmenters = new Map<string, Intl.Segmenter>();
/** The word segments of a text (shared by the readers of other languages). */
export function wordsOf(text: string, language: string) {
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
