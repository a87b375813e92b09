import { isLanguage, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { detectAll } from "tinyld/light";

/** Enough text to tell five languages apart; more adds time, not certainty. */
const SAMPLE_CHARS = 4_000;
/**
 * Below this many letters no verdict is given: "More vegan options please" alone reads as
 * French to n-gram detectors, and a wrong language costs more than the English default.
 */
const MIN_LETTERS = 50;

/**
 * tinyld's score a language other than English needs. Sentences score 0.1–0.8; lists of English
 * nouns ("Chocolate croissant", "Cappuccino", "Latte") are no clear language at all (≤ 0.05, a
 * near tie), and must stay English: the engine reads English best.
 */
const MIN_OTHER_SCORE = 0.08;

/**
 * The language most of these answers are written in, among the product's five, or null when
 * there is too little text to tell. One answer alone is often too short to judge ("muy bueno");
 * a question's answers together are not.
 */
export function detectAnswersLanguage(answers: readonly string[]): Language | null {
  let sample = "";
  for (const answer of answers) {
    if (sample.length >= SAMPLE_CHARS) break;
    sample += `${answer.trim()}\n`;
  }
  if ((sample.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
  const [best] = detectAll(sample.slice(0, SAMPLE_CHARS), { only: [...LANGUAGES] });
  if (!best || !isLanguage(best.lang)) return null;
  return best.lang === "en" || best.accuracy >= MIN_OTHER_SCORE ? best.lang : null;
}
