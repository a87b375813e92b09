import { createRequire } from "node:module";
import { isLanguage, type Language } from "@sondar/core/i18n/languages";

/** The product's languages other than English, which wink-nlp's English model reads. */
export type OtherLanguage = Exclude<Language, "en">;

/** A language's stop words and stemmer, to group the forms of one word ("precio", "precios"). */
export interface WordTools {
  language: OtherLanguage;
  isStopWord(word: string): boolean;
  stem(word: string): string;
}

interface Stemmer {
  stemWord(word: string): string;
}

const require = createRequire(import.meta.url);
const STEMMERS: Record<OtherLanguage, () => Stemmer> = {
  es: () => new (require("@nlpjs/lang-es") as { StemmerEs: new () => Stemmer }).StemmerEs(),
  fr: () => new (require("@nlpjs/lang-fr") as { StemmerFr: new () => Stemmer }).StemmerFr(),
  de: () => new (require("@nlpjs/lang-de") as { StemmerDe: new () => Stemmer }).StemmerDe(),
  pt: () => new (require("@nlpjs/lang-pt") as { StemmerPt: new () => Stemmer }).StemmerPt(),
};

const loaded = new Map<OtherLanguage, WordTools>();
let allStopWords: Set<string> | undefined;

/** Whether a lowercase word is a stop word in any of the product's languages ("the", "los", "der"). */
export function isStopWordInAnyLanguage(word: string): boolean {
  allStopWords ??= new Set(
    Object.entries(require("stopwords-iso") as Record<string, string[]>)
      .filter(([code]) => isLanguage(code))
      .flatMap(([, words]) => words),
  );
  return allStopWords.has(word);
}

/** Loaded on first use for each language (most surveys never need one), then shared. */
export function wordToolsFor(language: OtherLanguage): WordTools {
  const cached = loaded.get(language);
  if (cached) return cached;
  const stopWords = new Set((require("stopwords-iso") as Record<string, string[]>)[language]);
  const stemmer = STEMMERS[language]();
  const tools: WordTools = {
    language,
    isStopWord: (word) => stopWords.has(word),
    stem: (word) => stemmer.stemWord(word),
  };
  loaded.set(language, tools);
  return tools;
}
