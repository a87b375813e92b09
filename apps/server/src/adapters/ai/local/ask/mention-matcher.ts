import { foldQuestion } from "@sondar/core/ai/ask-intent";
import type { Language } from "@sondar/core/i18n/languages";
import { escapePattern } from "@sondar/core/text/escape-pattern";
import { contentStems } from "../analysis/read-text";
import { wordToolsFor } from "../analysis/word-tools";

const WORD_BREAK = /[^\p{L}\p{N}]+/u;
const MIN_WORD = 3;

/**
 * The stems of a text's content words in `language`, on text folded as the question is (lower
 * case, no accents), so "preço" and "preco" stem alike: wink-nlp's stemmer for English, the
 * language's own (nlp.js) for the other four.
 */
function stemsOf(folded: string, language: Language): Set<string> {
  if (language === "en") return contentStems(folded);
  const tools = wordToolsFor(language);
  return new Set(
    folded
      .split(WORD_BREAK)
      .filter((word) => word.length >= MIN_WORD && !tools.isStopWord(word))
      .map((word) => tools.stem(word)),
  );
}

/** Whether a text, option label or theme name mentions the searched term. */
export type MentionMatcher = (text: string) => boolean;

/**
 * Matches the term a count asks about (docs/product/ai.md#ask-your-data): a text mentions it when a
 * word starts with it ("price" in "prices"), or when every word of the term shares its stem with a
 * word of the text in one of `languages` ("price" and "pricing", "precios" and "precio", "Preise"
 * and "Preis", "preços" and "preço"). Stems are only compared within a language: across languages
 * they would match unrelated words ("late" and Spanish "lata").
 */
export function createMentionMatcher(term: string, languages: readonly Language[]): MentionMatcher {
  const folded = foldQuestion(term);
  const prefix = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapePattern(folded)}`, "u");
  const wanted = [...new Set(languages)].flatMap((language) => {
    const stems = stemsOf(folded, language);
    return stems.size > 0 ? [{ language, stems }] : [];
  });
  return (text) => {
    const foldedText = foldQuestion(text);
    if (prefix.test(foldedText)) return true;
    return wanted.some(({ language, stems }) => {
      const found = stemsOf(foldedText, language);
      return [...stems].every((stem) => found.has(stem));
    });
  };
}
