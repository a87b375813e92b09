import type { GeneratedSurveyDraft } from "@sondar/core/ai/generated-survey";
import type { Language } from "@sondar/core/i18n/languages";
import type { CorpusIdea } from "../../../../test/fixtures/generator/idea-corpus";

/**
 * A reader of generated drafts for the idea corpus (issue 25 item 5): the mistakes a person sees
 * at once in a slotted sentence. It knows grammar, never the generator's own tables, so both can
 * be wrong only in different ways.
 */

type Kind = "title" | "description" | "question" | "option";
interface Text {
  kind: Kind;
  text: string;
}

function textsOf(draft: GeneratedSurveyDraft): Text[] {
  const texts: Text[] = [
    { kind: "title", text: draft.title },
    { kind: "description", text: draft.description },
  ];
  for (const question of draft.questions) {
    // Every question type's texts, whichever the type has.
    const q = question as {
      title?: string;
      description?: string;
      options?: string[];
      matrixRows?: string[];
      matrixColumns?: string[];
      rankingItems?: string[];
      placeholder?: string;
      scaleSettings?: { leftLabel?: string; rightLabel?: string };
      likertScale?: { labels?: string[] };
    };
    texts.push({ kind: "question", text: q.title ?? "" });
    if (q.description) texts.push({ kind: "question", text: q.description });
    const options = [
      ...(q.options ?? []),
      ...(q.matrixRows ?? []),
      ...(q.matrixColumns ?? []),
      ...(q.rankingItems ?? []),
      ...(q.placeholder ? [q.placeholder] : []),
      ...(q.scaleSettings ? [q.scaleSettings.leftLabel ?? "", q.scaleSettings.rightLabel ?? ""] : []),
      ...(q.likertScale?.labels ?? []),
    ];
    for (const option of options) if (option) texts.push({ kind: "option", text: option });
  }
  return texts;
}

const L = "\\p{L}\\p{N}";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholeWord = (word: string) => new RegExp(`(?<![${L}])${escape(word)}(?![${L}])`, "iu");

/** Words that never end a phrase: a sentence ending on one was cut before its noun. */
const DANGLING: Record<Language, string[]> = {
  // "for", "to", "with" and "about" may end an English question ("what you were looking for?").
  en: ["of", "in", "on", "at", "the", "a", "an", "our", "and", "or", "from", "by"],
  es: ["de", "del", "en", "a", "al", "para", "con", "el", "la", "los", "las", "un", "una", "y", "o", "por", "sobre"].concat([
    "nuestro",
    "nuestra",
    "nuestros",
    "nuestras",
  ]),
  fr: ["de", "du", "des", "à", "au", "aux", "en", "pour", "avec", "le", "la", "les", "un", "une", "et", "ou", "sur"].concat([
    "notre",
    "nos",
  ]),
  de: ["in", "im", "am", "zum", "zur", "für", "mit", "von", "vom", "der", "die", "das", "den", "dem", "des", "ein"].concat([
    "eine",
    "einen",
    "einem",
    "und",
    "oder",
    "über",
    "bei",
    "unser",
    "unsere",
    "unseren",
    "unserem",
  ]),
  pt: ["de", "do", "da", "dos", "das", "em", "no", "na", "nos", "nas", "para", "com", "o", "a", "os", "as", "um", "uma"].concat([
    "e",
    "ou",
    "por",
    "sobre",
    "nosso",
    "nossa",
  ]),
};

/** Two determiners in a row ("the our"); Portuguese puts an article before a possessive, so it is left out. */
const DETERMINERS: Partial<Record<Language, string[]>> = {
  en: ["the", "a", "an", "our", "my", "your", "this", "that", "their"],
  es: ["el", "la", "los", "las", "un", "una", "nuestro", "nuestra", "nuestros", "nuestras"],
  fr: ["le", "la", "les", "un", "une", "notre", "nos", "du", "au", "aux"],
  de: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "unser", "unsere", "unseren", "unserem"],
};

/** A preposition and article written apart where the language contracts them. */
const UNCONTRACTED: Partial<Record<Language, RegExp>> = {
  es: /(?<![\p{L}])(de|a) el (?=\p{Ll})/u,
  fr: /(?<![\p{L}])(de|à) (le|les) |(?<![\p{L}])(le|la) (?=[aeiouyàâéèêëîïôûœh])/iu,
  pt: /(?<![\p{L}])(de|em|por) (o|a|os|as) |(?<![\p{L}])a (o|os|a|as) /u,
};

type Form = { gender?: "m" | "f"; plural?: boolean };
const m = { gender: "m" } as const;
const f = { gender: "f" } as const;
const mp = { gender: "m", plural: true } as const;
const fp = { gender: "f", plural: true } as const;
const sg = {} as const;
const pl = { plural: true } as const;

/** What the article or contraction before a noun says about it. */
const ARTICLES: Partial<Record<Language, Record<string, Form>>> = {
  es: {
    ...{ el: m, la: f, los: mp, las: fp, del: m, al: m, un: m, una: f, nuestro: m, nuestra: f, nuestros: mp },
    ...{ nuestras: fp, este: m, esta: f, estos: mp, estas: fp, su: sg, sus: pl, mi: sg, mis: pl, tu: sg, tus: pl },
  },
  fr: {
    ...{ le: m, la: f, "l'": sg, les: pl, du: m, au: m, des: pl, aux: pl, un: m, une: f, notre: sg, nos: pl },
    ...{ votre: sg, vos: pl, ce: m, cet: m, cette: f, ces: pl, mon: m, ma: f, mes: pl },
  },
  pt: {
    ...{ o: m, a: f, os: mp, as: fp, do: m, da: f, dos: mp, das: fp, no: m, na: f, nos: mp, nas: fp, ao: m, à: f },
    ...{ aos: mp, às: fp, pelo: m, pela: f, pelos: mp, pelas: fp, um: m, uma: f, nosso: m, nossa: f, nossos: mp },
    ...{ nossas: fp, este: m, esta: f, seu: m, sua: f },
  },
};

type Case = "nom" | "acc" | "dat" | "gen";
const CASES: Case[] = ["nom", "acc", "dat", "gen"];
type Slot = "m" | "f" | "n" | "pl";
/** Adjective endings after "der" or "dieser", by case. */
const WEAK: Record<Slot, string[]> = {
  m: ["e", "en", "en", "en"],
  f: ["e", "e", "en", "en"],
  n: ["e", "e", "en", "en"],
  pl: ["en", "en", "en", "en"],
};
/** German determiners by gender or plural and case, with the ending an adjective after them takes. */
const GERMAN_DETERMINERS: { forms: Record<Slot, string[]>; adjectives: Record<Slot, string[]> }[] = [
  {
    forms: {
      m: ["der", "den", "dem", "des"],
      f: ["die", "die", "der", "der"],
      n: ["das", "das", "dem", "des"],
      pl: ["die", "die", "den", "der"],
    },
    adjectives: WEAK,
  },
  {
    forms: {
      m: ["dieser", "diesen", "diesem", "dieses"],
      f: ["diese", "diese", "dieser", "dieser"],
      n: ["dieses", "dieses", "diesem", "dieses"],
      pl: ["diese", "diese", "diesen", "dieser"],
    },
    adjectives: WEAK,
  },
  ...["unser", "ein", "mein", "ihr", "kein"].map((stem) => ({
    forms: {
      m: [stem, `${stem}en`, `${stem}em`, `${stem}es`],
      f: [`${stem}e`, `${stem}e`, `${stem}er`, `${stem}er`],
      n: [stem, stem, `${stem}em`, `${stem}es`],
      pl: [`${stem}e`, `${stem}e`, `${stem}en`, `${stem}er`],
    },
    adjectives: {
      m: ["er", "en", "en", "en"],
      f: ["e", "e", "en", "en"],
      n: ["es", "es", "en", "en"],
      pl: ["en", "en", "en", "en"],
    },
  })),
];
/** Contractions of a preposition and "dem" or "der": always the dative. */
const GERMAN_CONTRACTIONS: Record<string, Slot[]> = { zum: ["m", "n"], im: ["m", "n"], am: ["m", "n"], vom: ["m", "n"] };
Object.assign(GERMAN_CONTRACTIONS, { beim: ["m", "n"], zur: ["f"] });
const GERMAN_CASE_OF: Record<string, Case> = {
  ...{ für: "acc", durch: "acc", gegen: "acc", ohne: "acc", um: "acc" },
  ...{ mit: "dat", von: "dat", bei: "dat", zu: "dat", aus: "dat", nach: "dat", seit: "dat" },
};

/** The German determiner and adjectives right before the subject agree with its noun. */
function germanAgreement(before: string, gender: "m" | "f" | "n", plural: boolean): string | null {
  const words = before.trim().split(/\s+/).filter(Boolean);
  const adjectives: string[] = [];
  while (words.length && /^\p{Ll}/u.test(words.at(-1) ?? "") && !isGermanDeterminer(words.at(-1) ?? "")) {
    adjectives.unshift(words.pop() as string);
  }
  const determiner = words.pop()?.toLowerCase();
  if (!determiner || !isGermanDeterminer(determiner)) return adjectives.length ? `adjectives without a determiner` : "no article";
  const slot: Slot = plural ? "pl" : gender;
  const contraction = GERMAN_CONTRACTIONS[determiner];
  if (contraction) {
    return contraction.includes(slot) && adjectives.every((a) => a.endsWith("en")) ? null : `"${determiner}" does not fit`;
  }
  const governed = GERMAN_CASE_OF[words.pop()?.toLowerCase() ?? ""];
  for (const table of GERMAN_DETERMINERS) {
    for (const [index, grammaticalCase] of CASES.entries()) {
      if (governed && governed !== grammaticalCase) continue;
      if (table.forms[slot][index] !== determiner) continue;
      const ending = table.adjectives[slot][index] as string;
      const fits = adjectives.every((a) => a.endsWith(ending) && !(ending === "e" && /e[nrsm]$/.test(a)));
      if (fits) return null;
    }
  }
  return `"${[determiner, ...adjectives].join(" ")}" does not agree`;
}

function isGermanDeterminer(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    lower in GERMAN_CONTRACTIONS || GERMAN_DETERMINERS.some((t) => Object.values(t.forms).some((forms) => forms.includes(lower)))
  );
}

/** The article or contraction right before the subject agrees with its noun (es, fr, pt). */
function romanceAgreement(language: Language, before: string, subject: string, entry: CorpusIdea): string | null {
  const table = ARTICLES[language];
  if (!table) return null;
  const elided = /(?<![\p{L}])([lL]['’])$/u.exec(before);
  const word = elided ? "l'" : (/(?<![\p{L}])(\p{L}+)\s+$/u.exec(before)?.[1] ?? "").toLowerCase();
  const form = table[word];
  if (!form) return "no article";
  if (form.gender && form.gender !== entry.gender) return `"${word}" is not ${entry.gender === "f" ? "feminine" : "masculine"}`;
  if (!!form.plural !== !!entry.plural) return `"${word}" is not ${entry.plural ? "plural" : "singular"}`;
  const vowel = /^[aeiouyàâéèêëîïôûœh]/iu.test(subject);
  if (language === "fr" && !elided && vowel && ["le", "la"].includes(word)) return `"${word}" before a vowel`;
  return null;
}

/** English verbs next to the subject take its number: "the new bike lanes are". */
function englishAgreement(before: string, after: string, plural: boolean): string | null {
  const verbBefore = /(?<![\p{L}])(is|are|does|do|was|were)\s+(the|our|your)\s*$/iu.exec(before)?.[1]?.toLowerCase();
  // After "of" the subject completes another noun ("which parts of the workshop were"): the verb is that noun's.
  const complement = /(?<![\p{L}])of\s+((the|our|your|a|an)\s+)?$/iu.test(before);
  const verbAfter = complement ? undefined : /^\s*(is|are|does|do|was|were)(?![\p{L}])/iu.exec(after)?.[1]?.toLowerCase();
  const verb = verbBefore ?? verbAfter;
  if (!verb) return null;
  return ["are", "do", "were"].includes(verb) === plural ? null : `"${verb}" does not agree`;
}

/** Two of the idea's words said twice in one sentence: "our banking app in terms of banking app". */
function repeatedPair(text: string, idea: string): string | null {
  const split = (value: string) => value.toLowerCase().match(new RegExp(`[${L}]+`, "gu")) ?? [];
  const ideaWords = new Set(split(idea));
  const words = split(text);
  const seen = new Set<string>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [a, b] = [words[i] as string, words[i + 1] as string];
    // A template may say its own words twice ("ce qui vous convient … ne vous convient pas").
    if (a.length < 4 || b.length < 4 || !ideaWords.has(a) || !ideaWords.has(b)) continue;
    const pair = `${a} ${b}`;
    if (seen.has(pair)) return pair;
    seen.add(pair);
  }
  return null;
}

/**
 * Who answers, named where the subject should be: in a title, in a sentence that never names the
 * subject, or right before it ("the attendees of our conference"). After it, a template may name
 * them ("…so we improve for the next students").
 */
function audienceAsSubject(text: Text, audience: string, occurrences: RegExpMatchArray[]): boolean {
  const found = wholeWord(audience).exec(text.text);
  if (!found) return false;
  if (text.kind === "title" || !occurrences.length) return true;
  const first = occurrences[0]?.index ?? 0;
  return found.index < first && text.text.slice(found.index, first).split(/\s+/).length <= 6;
}

function hasDeterminer(language: Language, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s']+/)
    .filter(Boolean);
  if (language === "de") return words.some(isGermanDeterminer);
  const table = { ...ARTICLES[language], ...Object.fromEntries((DETERMINERS[language] ?? []).map((d) => [d, {}])) };
  return words.some((word) => word in table) || /(^|\s)l['’]/iu.test(text);
}

/** Every problem in the draft for one corpus idea, as readable lines; none when it is grammatical. */
export function checkDraft(draft: GeneratedSurveyDraft, entry: CorpusIdea): string[] {
  const { language } = entry;
  const problems: string[] = [];
  const report = (text: Text, rule: string) => problems.push(`${rule}: ${text.text}`);
  const subjectPattern = new RegExp(`(?<![${L}])${escape(entry.subject).replace(/ /g, "\\s+")}(?![${L}])`, "giu");
  const firstTwo = entry.subject.split(" ").slice(0, 2);
  const start = firstTwo.length === 2 ? new RegExp(`(?<![${L}])${firstTwo.map(escape).join("\\s+")}(?![${L}])`, "iu") : null;
  const dangling = new RegExp(`(?<![${L}'’])(${DANGLING[language].map(escape).join("|")})\\s*([?.!:,;»“"]|$)`, "iu");
  const determiners = DETERMINERS[language];
  const doubled = determiners
    ? new RegExp(`(?<![${L}])(${determiners.join("|")})\\s+(${determiners.join("|")})(?![${L}])`, "iu")
    : null;
  let mentions = 0;

  for (const text of textsOf(draft)) {
    const repeated = new RegExp(`(?<![${L}])([${L}]+)\\s+\\1(?![${L}])`, "iu").exec(text.text);
    if (repeated) report(text, `repeated word "${repeated[1]}"`);
    const pair = repeatedPair(text.text, entry.idea);
    if (pair) report(text, `repeated words "${pair}"`);
    const cut = dangling.exec(text.text);
    if (cut) report(text, `cut after "${cut[1]}"`);
    if (doubled?.test(text.text)) report(text, "two determiners in a row");
    if (UNCONTRACTED[language]?.test(text.text)) report(text, "an article not contracted");
    if (text.kind === "option") continue;
    const occurrences = [...text.text.matchAll(subjectPattern)];
    if (entry.audience && audienceAsSubject(text, entry.audience, occurrences))
      report(text, `the audience "${entry.audience}" as the subject`);
    if (start?.test(text.text) && !occurrences.length) report(text, "the subject cut short");
    if (occurrences.length && text.kind !== "title") mentions += 1;
    for (const occurrence of occurrences) {
      const before = text.text.slice(0, occurrence.index);
      const after = text.text.slice((occurrence.index ?? 0) + occurrence[0].length);
      if (/[«„“"]\s*$/u.test(before)) {
        report(text, "the subject quoted as a name");
        continue;
      }
      // A title may name the subject bare after its colon ("Valoración del evento: Conferencia…", "…: Zweitägige Konferenz").
      if (text.kind === "title" && !hasDeterminer(language, before.split(":").at(-1) ?? "")) continue;
      let problem: string | null = null;
      if (language === "en") problem = englishAgreement(before, after, !!entry.plural);
      else if (language === "de" && entry.gender) problem = germanAgreement(before, entry.gender, !!entry.plural);
      else if (entry.gender) problem = romanceAgreement(language, before, occurrence[0], entry);
      if (problem) report(text, `agreement (${problem})`);
    }
  }
  if (mentions < 2) problems.push(`the subject "${entry.subject}" is in ${mentions} of the description and question titles`);
  if (draft.questions.length !== 5) problems.push(`${draft.questions.length} questions`);
  return problems;
}
