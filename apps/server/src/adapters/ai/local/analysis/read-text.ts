import type { ItemToken, ItsFunction } from "wink-nlp";
import { englishNlp } from "../english-nlp";

/** One answer as the NLP reads it: its sentiment and the nouns it talks about. */
export interface ReadText {
  /** wink-nlp's lexicon-based score, −1 (negative) to 1 (positive); negation-aware ("not good"). */
  sentiment: number;
  /** Noun lemmas and two-noun compounds ("customer service"), each once. */
  terms: string[];
}

// wink-nlp's typings give lemma and stem an extra parameter that token.out() supplies itself.
export const asTokenFunction = (fn: unknown) => fn as ItsFunction<string>;

// Nouns that say nothing about a topic on their own.
const VAGUE_NOUNS = new Set(["thing", "lot", "way", "bit", "stuff", "kind", "sort", "part", "time", "one", "day"]);
const WORD = /^\p{L}[\p{L}'-]*$/u;

function isTopicNoun(pos: string, lemma: string, isStopWord: boolean): boolean {
  return (pos === "NOUN" || pos === "PROPN") && !isStopWord && lemma.length >= 3 && WORD.test(lemma);
}

/**
 * Sentiment and noun terms of one answer. The text is lowercased first: survey answers often
 * start with a capital that the tagger would read as a proper noun ("Customer service…").
 */
export function readText(text: string): ReadText {
  const { readDoc, its } = englishNlp();
  const doc = readDoc(text.toLowerCase());
  const terms = new Set<string>();
  let previousNoun: string | null = null;
  doc.tokens().each((token: ItemToken) => {
    const lemma = String(token.out(asTokenFunction(its.lemma)));
    const noun = isTopicNoun(String(token.out(its.pos)), lemma, token.out(its.stopWordFlag) === true);
    if (!noun) {
      previousNoun = null;
      return;
    }
    if (!VAGUE_NOUNS.has(lemma)) terms.add(lemma);
    if (previousNoun) terms.add(`${previousNoun} ${lemma}`);
    previousNoun = lemma;
  });
  return { sentiment: Number(doc.out(its.sentiment)) || 0, terms: [...terms] };
}

/** Stems of a phrase's content words (a question title, the creator's request), to match one against another. */
export function contentStems(text: string): Set<string> {
  const { readDoc, its } = englishNlp();
  const stems = new Set<string>();
  readDoc(text.toLowerCase())
    .tokens()
    .each((token: ItemToken) => {
      const stem = String(token.out(asTokenFunction(its.stem)));
      if (token.out(its.type) === "word" && token.out(its.stopWordFlag) !== true && stem.length >= 3) stems.add(stem);
    });
  return stems;
}
