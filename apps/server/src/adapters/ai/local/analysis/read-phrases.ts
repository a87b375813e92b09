import type { ItemToken } from "wink-nlp";
import type { Language } from "@sondar/core/i18n/languages";
import { foldSynonyms, isSynonymWord } from "./cue-synonyms";
import { FEEDBACK_CUES, foldForCues } from "./feedback-cues";
import { englishNlp } from "../english-nlp";
import { asTokenFunction } from "./read-text";
import { wordsOf } from "./read-terms";
import { wordToolsFor, type OtherLanguage, type WordTools } from "./word-tools";

/** What a word is to a theme's name: a thing ("delivery"), a quality ("late"), an action ("attended"), or unknown (no tagger). */
export type WordRole = "thing" | "quality" | "action" | "word";

/** One answer's candidate theme words and phrases, by normalised key (stem of the lemma, accents folded). */
export interface AnswerPhrases {
  /** Content words' keys, each once: stop words, vague words and negated qualities left out. */
  terms: string[];
  /** Noun phrases and verb–object pairs ("customer service", "add integration"), as "key key", each once. */
  phrases: string[];
  /** How this answer writes each of its keys, to name a theme in the words of its own answers. */
  written: Map<string, string>;
  /** wink-nlp's lexicon score (−1…1) for English answers, negation-aware; 0 in other languages. */
  sentiment: number;
}

/**
 * Reads answers into candidate theme words and phrases, remembering how each key was written so a
 * theme is named in the respondents' own words (their commonest form), and what role each word
 * played (English only: wink-nlp tags parts of speech; the other languages have stemmers only).
 */
export interface PhraseReader {
  read(answer: string): AnswerPhrases;
  /** The commonest way a key (word or "key key" phrase) was written. */
  surface(key: string): string;
  /** The role a word key played most often. */
  role(key: string): WordRole;
}

// Nouns that say nothing about a topic on their own.
const VAGUE = new Set([
  "thing",
  "lot",
  "way",
  "bit",
  "stuff",
  "kind",
  "sort",
  "part",
  "time",
  "one",
  "day",
  "everything",
  "anything",
]);
const WORD = /^\p{L}[\p{L}'-]*$/u;
/** Words that negate: never a theme's word; they turn the quality after them around (the tone cues' negators). */
const NEGATIONS = new Set([
  "not",
  "never",
  "without",
  "nunca",
  "sin",
  "nada",
  "jamas",
  "jamais",
  "pas",
  "sans",
  "plus",
  "nicht",
  "nie",
  "kein",
  "keine",
  "keinen",
  "ohne",
  "niemals",
  "nao",
  "sem",
  "nem",
]);
/** French elision: "l'application" and "d'attente" are "application" and "attente". */
const FRENCH_ELISION = /^(?:qu|[cdjlmnst])'(?=\p{L})/iu;
const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

function counter() {
  const counts = new Map<string, Map<string, number>>();
  return {
    add(key: string, value: string) {
      const seen = counts.get(key) ?? new Map<string, number>();
      seen.set(value, (seen.get(value) ?? 0) + 1);
      counts.set(key, seen);
    },
    top(key: string): string | undefined {
      return [...(counts.get(key) ?? [])].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0];
    },
  };
}

interface Word {
  key: string;
  surface: string;
  role: WordRole;
  /** Whether it can start a noun phrase ("late" in "late delivery") or be its head ("delivery"). */
  thing: boolean;
  quality: boolean;
  verb: boolean;
  negated: boolean;
}

const ROLE_OF_POS: Record<string, WordRole | undefined> = {
  NOUN: "thing",
  PROPN: "thing",
  ADJ: "quality",
  VERB: "action",
  ADV: "action",
};

function englishWords(answer: string): { words: (Word | null)[]; sentiment: number } {
  const { readDoc, its } = englishNlp();
  const words: (Word | null)[] = [];
  // Lowercased: answers often start with a capital the tagger would read as a proper noun.
  const doc = readDoc(foldSynonyms(answer, "en").toLowerCase());
  doc.tokens().each((token: ItemToken) => {
    const pos = String(token.out(its.pos));
    const role = ROLE_OF_POS[pos];
    const lemma = String(token.out(asTokenFunction(its.lemma)));
    const text = String(token.out());
    const content =
      role !== undefined && token.out(its.stopWordFlag) !== true && lemma.length >= 3 && WORD.test(lemma) && !VAGUE.has(lemma);
    if (!content) {
      words.push(null);
      return;
    }
    const synonym = isSynonymWord(text, "en");
    words.push({
      key: String(token.out(asTokenFunction(its.stem))),
      surface: text,
      role: synonym ? "quality" : role,
      thing: role === "thing" && !synonym,
      quality: pos === "ADJ" || synonym,
      verb: pos === "VERB",
      // Negation turns a quality around ("not hot"); a thing stays what is talked about ("no integration").
      negated: role === "quality" && token.out(its.negationFlag) === true,
    });
  });
  // The lexicon's score of the same reading, so English answers are read once (decision 210).
  return { words, sentiment: Number(doc.out(its.sentiment)) || 0 };
}

function otherWords(answer: string, tools: WordTools): (Word | null)[] {
  const text = foldSynonyms(answer, tools.language);
  const negator = FEEDBACK_CUES[tools.language].negator;
  const words: (Word | null)[] = [];
  let startsSentence = true;
  for (const { segment, isWordLike, index } of wordsOf(text, tools.language)) {
    if (!isWordLike) {
      if (segment.trim()) words.push(null);
      if (/[.!?]/.test(segment)) startsSentence = true;
      continue;
    }
    const first = startsSentence;
    startsSentence = false;
    const surface = tools.language === "fr" ? segment.replace(FRENCH_ELISION, "") : segment;
    const lower = surface.toLowerCase();
    if (lower.length < 3 || !WORD.test(lower) || tools.isStopWord(lower) || NEGATIONS.has(foldAccents(lower))) {
      words.push(null);
      continue;
    }
    const negated = negator.test(foldForCues(text.slice(Math.max(0, index - 30), index)));
    const role = roleWithoutTagger(surface, tools.language, first);
    words.push({
      key: foldAccents(tools.stem(lower)),
      surface,
      role,
      thing: role !== "quality",
      quality: role !== "thing",
      verb: false,
      negated,
    });
  }
  return words;
}

/** Endings of adjectives and participles in Spanish, French and Portuguese ("sucia" is not, so "sucio" and "atrasada" are). */
const QUALITY_ENDINGS: Partial<Record<Language, RegExp>> = {
  es: /(?:ad[oa]s?|os[oa]s?|bles?|iv[oa]s?|ient[ea]s?)$/u,
  fr: /(?:ée?s?|eux|euses?|ifs?|ives?|ables?|ante?s?|ides?)$/u,
  pt: /(?:ad[oa]s?|os[oa]s?|ve(?:l|is)|iv[oa]s?)$/u,
};

/** Endings of common verb forms ("llegaron", "chegou", "arriver"): such a word names no thing. */
const VERB_ENDINGS: Partial<Record<Language, RegExp>> = {
  es: /(?:aron|ieron|aba|aban|ía|ían|amos|imos|ó|ar|er|ir)$/u,
  fr: /(?:er|ez|ait|aient|ons|ir)$/u,
  pt: /(?:ou|eu|iu|aram|eram|ava|avam|ei|ar|er|ir)$/u,
};

/** German verb forms in lowercase ("gehe", "bestelle", "trainiere"), not adjectives. */
const GERMAN_VERB_ENDINGS = /(?:e|en|st|te|ten)$/u;

/**
 * A word's role where no tagger reads the language: one the tone-cue synonyms fold into is a
 * quality; in German a capital inside a sentence marks a noun; elsewhere adjective endings tell.
 */
function roleWithoutTagger(surface: string, language: OtherLanguage, startsSentence: boolean): WordRole {
  if (isSynonymWord(surface, language)) return "quality";
  if (language === "de") {
    if (startsSentence) return "word";
    if (/^\p{Lu}/u.test(surface)) return "thing";
    return GERMAN_VERB_ENDINGS.test(surface) ? "action" : "quality";
  }
  const lower = surface.toLowerCase();
  if (QUALITY_ENDINGS[language]?.test(lower)) return "quality";
  return VERB_ENDINGS[language]?.test(lower) ? "action" : "thing";
}

/** Words up to this far apart may pair a verb with its object ("add an integration"). */
const VERB_OBJECT_GAP = 3;

export function createPhraseReader(language: Language): PhraseReader {
  const surfaces = counter();
  const roles = counter();
  const tools = language === "en" ? null : wordToolsFor(language as OtherLanguage);
  return {
    read(answer) {
      const english = tools ? null : englishWords(answer);
      const words = english?.words ?? (tools ? otherWords(answer, tools) : []);
      const terms = new Set<string>();
      const phrases = new Set<string>();
      const written = new Map<string, string>();
      words.forEach((word, i) => {
        if (!word || word.negated) return;
        terms.add(word.key);
        surfaces.add(word.key, word.surface);
        if (!written.has(word.key)) written.set(word.key, word.surface);
        roles.add(word.key, word.role);
        const previous = words[i - 1];
        // A noun phrase: two content words side by side, the second a thing ("cold food", "comida fría").
        if (previous && !previous.negated && previous.key !== word.key && (previous.quality || previous.thing) && word.thing) {
          const key = `${previous.key} ${word.key}`;
          phrases.add(key);
          surfaces.add(key, `${previous.surface} ${word.surface}`);
          if (!written.has(key)) written.set(key, `${previous.surface} ${word.surface}`);
        }
        // A verb and its object within a few words ("integrate with Jira", "add an integration").
        if (word.verb) {
          const object = words.slice(i + 1, i + 1 + VERB_OBJECT_GAP).find((next) => next?.thing);
          if (object && object.key !== word.key) {
            const key = `${word.key} ${object.key}`;
            phrases.add(key);
            surfaces.add(key, `${word.surface} ${object.surface}`);
            if (!written.has(key)) written.set(key, `${word.surface} ${object.surface}`);
          }
        }
      });
      return { terms: [...terms], phrases: [...phrases], written, sentiment: english?.sentiment ?? 0 };
    },
    surface: (key) => surfaces.top(key) ?? key,
    role: (key) => (roles.top(key) as WordRole | undefined) ?? "word",
  };
}
