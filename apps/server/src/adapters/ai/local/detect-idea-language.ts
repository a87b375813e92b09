import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { words } from "./idea-words";
import { LANGUAGE_PACKS } from "./localized/packs";
import { AUDIENCE_WORDS, SURVEY_DOMAINS, SURVEY_WORDS } from "./survey-domains";

/** Short English words that the other four languages rarely write. */
const ENGLISH_FUNCTION_WORDS = ["the", "and", "for", "our", "of", "with", "about", "to", "how", "what", "my", "we"].concat([
  "an",
  "new",
  "want",
  "need",
  "create",
  "make",
  "know",
  "who",
  "is",
  "are",
  "at",
  "from",
  "on",
  "their",
]);

/** Letters only some of the languages write, and how much each says. */
const LETTER_HINTS: [RegExp, Partial<Record<Language, number>>][] = [
  [/[ñ¿¡]/giu, { es: 3 }],
  [/[ãõ]/giu, { pt: 3 }],
  [/[ßäöü]/giu, { de: 3 }],
  [/[èêëîïœùûâ]/giu, { fr: 2 }],
  [/ç/giu, { fr: 1, pt: 1 }],
  [/[áíóú]/giu, { es: 1, pt: 1 }],
  [/\b(?:[ldjnsmc]|qu)['’]\p{L}/giu, { fr: 2 }],
];

/** A function word ("del", "und") outweighs domain words, which travel between languages ("webinar", "feedback"). */
const FUNCTION_WORD_WEIGHT = 3;

/** Each language's words, weighted: function words say most, domain words less. */
function vocabulary(language: Language): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (terms: readonly string[], weight: number) => {
    for (const term of terms) {
      const parts = words(term);
      // A phrase's words count one by one ("net promoter"), but not its short linking words ("boca a boca").
      for (const key of parts.length > 1 ? parts.filter((part) => part.length > 2) : parts) {
        weights.set(key, Math.max(weights.get(key) ?? 0, weight));
      }
    }
  };
  if (language === "en") {
    add(
      SURVEY_DOMAINS.flatMap((d) => Object.keys(d.keywords)),
      1,
    );
    add([...SURVEY_WORDS, ...AUDIENCE_WORDS], 1);
    add(ENGLISH_FUNCTION_WORDS, FUNCTION_WORD_WEIGHT);
  } else {
    const pack = LANGUAGE_PACKS[language];
    add(
      pack.domains.flatMap((d) => Object.keys(d.keywords)),
      1,
    );
    add([...pack.fillers, ...pack.audience], 1);
    add(pack.functionWords, FUNCTION_WORD_WEIGHT);
  }
  return weights;
}

const VOCABULARIES = new Map(LANGUAGES.map((language) => [language, vocabulary(language)]));

/** How strongly the idea reads as each language. */
export function scoreIdeaLanguages(idea: string): Record<Language, number> {
  const keys = words(idea);
  const scores = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  for (const language of LANGUAGES) {
    const weights = VOCABULARIES.get(language) as Map<string, number>;
    for (const key of keys) scores[language] += weights.get(key) ?? 0;
  }
  for (const [pattern, hints] of LETTER_HINTS) {
    const count = idea.match(pattern)?.length ?? 0;
    for (const [language, weight] of Object.entries(hints) as [Language, number][]) scores[language] += count * weight;
  }
  return scores;
}

/**
 * The language a survey is drafted in: the one the idea is written in, by its words and letters;
 * on a tie, or when nothing tells, the language the creator reads the app in
 * (docs/decisions/116-generator-language.md). A statistical detector is not used: ideas are a few
 * words long, where n-gram models guess ("Feedback webinar" reads as anything).
 */
export function detectIdeaLanguage(idea: string, interfaceLanguage: Language = FALLBACK_LANGUAGE): Language {
  const scores = scoreIdeaLanguages(idea);
  const best = Math.max(...Object.values(scores));
  if (best === 0) return interfaceLanguage;
  const leaders = LANGUAGES.filter((language) => scores[language] === best);
  return leaders.includes(interfaceLanguage) ? interfaceLanguage : (leaders[0] as Language);
}
