import type { Language } from "@sondar/core/i18n/languages";
import { WAIT_IN_TIME } from "./feedback-cues";

/**
 * Tone-cue words that say the same thing in feedback ("delayed", "waited", "took 50 minutes"
 * are all "late"; "lukewarm" is "cold"), each folded into one word before themes are looked for,
 * as a stemmer folds "prices" into "price". They only make wordings meet: which themes exist is
 * decided by the answers alone, a word here never makes a theme of its own
 * (docs/decisions/210-themes-from-the-answers.md). A word that only sometimes complains stays
 * out unless its complaint is spelled out: "later" ("I'll order again later"), "später",
 * "tardó" ("no tardó nada") and "demorou" ("não demorou") are late only with "than expected",
 * "mucho", "muito" or a time.
 */
interface Synonym {
  /** The word the matches become, as respondents write it. */
  as: string;
  /** A pattern of whole words, written without accents: the folding below lets it match with or without them. */
  words: string;
}

const SYNONYMS: Record<Language, readonly Synonym[]> = {
  en: [
    {
      as: "late",
      words: `later than(?: the estimate| expected| promised)?|delayed|delays?|took (?:forever|ages|so long|too long)|waited(?: over)?|still waiting|over an hour|took ${WAIT_IN_TIME}|${WAIT_IN_TIME} late`,
    },
    { as: "cold", words: "lukewarm|tepid" },
    { as: "delicious", words: "tasty|yummy" },
    { as: "friendly", words: "polite|courteous" },
    { as: "slow", words: "slowly|slower|sluggish|laggy" },
  ],
  es: [
    {
      as: "retrasada",
      words: `tard(?:aron|o) ${WAIT_IN_TIME}|tard(?:aron|o) (?:mucho|demasiado|una eternidad|siglos)|retraso|retrasad[oa]s?|se retraso|retraso|esper[eo] mas de una hora|mas tarde de lo estimado|${WAIT_IN_TIME} tarde|llegaron tarde|llego tarde`,
    },
    { as: "fría", words: "tibi[oa]s?|templad[oa]s?" },
    { as: "deliciosa", words: "riquisim[oa]s?|sabros[oa]s?|buenisim[oa]s?" },
    { as: "amable", words: "simpatic[oa]s?" },
    { as: "sucia", words: "suciedad" },
  ],
  fr: [
    {
      as: "retardée",
      words: `en retard|retard|retarde?e?s?|attendu (?:plus d'une heure|${WAIT_IN_TIME})|il a fallu ${WAIT_IN_TIME}|mis ${WAIT_IN_TIME}|bien plus tard que prevu|${WAIT_IN_TIME} de retard|${WAIT_IN_TIME} d'attente|tres tard|plus tard que prevu`,
    },
    { as: "froids", words: "tiede?s?" },
    { as: "délicieux", words: "savoureu(?:x|se|ses)" },
    { as: "aimable", words: "sympathique|sympa|gentil(?:le)?s?|souriant(?:e|s|es)?" },
  ],
  de: [
    {
      as: "verspätet",
      words: `zu spat|spat|verspatet\\w*|verspatung|verzoger\\w*|${WAIT_IN_TIME} gewartet|${WAIT_IN_TIME} gedauert|hat ${WAIT_IN_TIME}|uber eine stunde|${WAIT_IN_TIME} zu spat|spater als (?:angegeben|versprochen|erwartet|geplant)|viel zu lang`,
    },
    { as: "kalt", words: "lauwarm\\w*|eiskalt\\w*|ausgekuhlt\\w*" },
    { as: "lecker", words: "schmackhaft\\w*|kostlich\\w*|(?:super |sehr gut )?geschmeckt" },
    { as: "freundlich", words: "hoflich\\w*|nett(?:e[rnsm]?)?" },
    { as: "kaputt", words: "defekte?[rnsm]?" },
    { as: "schmutzig", words: "dreckig\\w*" },
  ],
  pt: [
    {
      as: "atrasada",
      words: `atrasad[oa]s?|atraso|atrasou|demorou ${WAIT_IN_TIME}|demorou (?:muito|demais|uma eternidade|horas)|esperei mais de uma hora|esperei ${WAIT_IN_TIME}|${WAIT_IN_TIME} atrasad[oa]s?|depois do previsto|muito tarde`,
    },
    { as: "fria", words: "mornos?|mornas?" },
    { as: "deliciosa", words: "gostos[oa]s?|saboros[oa]s?" },
    { as: "simpático", words: "educad[oa]s?|gentil|gentis" },
  ],
};

const ACCENTED: Record<string, string> = {
  a: "[aáàâãä]",
  e: "[eéèêë]",
  i: "[iíìîï]",
  o: "[oóòôõö]",
  u: "[uúùûü]",
  c: "[cç]",
  n: "[nñ]",
};

/** A pattern written without accents, matching the words with or without them, in any case. */
function accentTolerant(source: string): RegExp {
  // Escapes (\w, \d, \s) are kept as they are; only plain letters gain their accented forms,
  // inside a character class without brackets of their own.
  let body = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? "";
    if (char === "\\") {
      body += char + (source[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === "[") inClass = true;
    if (char === "]") inClass = false;
    const forms = ACCENTED[char];
    body += forms ? (inClass ? forms.slice(1, -1) : forms) : char;
  }
  return new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}])`, "giu");
}

const compiled = new Map<Language, { as: string; pattern: RegExp }[]>();

/** An answer with its tone-cue synonyms folded into one word each ("Waited over an hour" → "late an hour"). */
export function foldSynonyms(text: string, language: Language): string {
  let patterns = compiled.get(language);
  if (!patterns) {
    patterns = SYNONYMS[language].map((synonym) => ({ as: synonym.as, pattern: accentTolerant(synonym.words) }));
    compiled.set(language, patterns);
  }
  return patterns.reduce((folded, { as, pattern }) => folded.replace(pattern, as), text.replace(/\u2019/g, "'"));
}

const canonical = new Map<Language, Set<string>>();

/** Whether a word is one the synonyms fold into: a quality ("late", "fría"), never a thing. */
export function isSynonymWord(word: string, language: Language): boolean {
  let words = canonical.get(language);
  if (!words) {
    words = new Set(SYNONYMS[language].map((synonym) => synonym.as.toLowerCase()));
    canonical.set(language, words);
  }
  return words.has(word.toLowerCase());
}
