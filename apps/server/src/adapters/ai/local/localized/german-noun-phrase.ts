import type { Gender } from "./language-pack";
import { GERMAN_GENITIVES } from "./german-genitives";
import type { Token } from "./find-subject";

/**
 * A German subject put in the accusative, the case every German template gives {topic}
 * (decision 222): the idea may have written it in any case ("unserer zweitägigen
 * Entwicklerkonferenz", "des Ruderclubs", "den neuen Radwegen"), so its article, its adjectives'
 * endings and the noun's own ending are set again from grammar tables.
 */

type Slot = Gender | "pl";
const CASES = 4; // nominative, accusative, dative, genitive

/** Determiners by gender or plural, in the four cases. */
const DEFINITE: Record<Slot, string[]> = {
  m: ["der", "den", "dem", "des"],
  f: ["die", "die", "der", "der"],
  n: ["das", "das", "dem", "des"],
  pl: ["die", "die", "den", "der"],
};
const possessive = (stem: string): Record<Slot, string[]> => ({
  m: [stem, `${stem}en`, `${stem}em`, `${stem}es`],
  f: [`${stem}e`, `${stem}e`, `${stem}er`, `${stem}er`],
  n: [stem, stem, `${stem}em`, `${stem}es`],
  pl: [`${stem}e`, `${stem}e`, `${stem}en`, `${stem}er`],
});
const DEMONSTRATIVE: Record<Slot, string[]> = {
  m: ["dieser", "diesen", "diesem", "dieses"],
  f: ["diese", "diese", "dieser", "dieser"],
  n: ["dieses", "dieses", "diesem", "dieses"],
  pl: ["diese", "diese", "diesen", "dieser"],
};
const TABLES = [DEFINITE, DEMONSTRATIVE, possessive("unser"), possessive("ein"), possessive("mein"), possessive("ihr")];
/** A preposition fused with "dem" or "der". */
const CONTRACTIONS: Record<string, Slot[]> = {
  zum: ["m", "n"],
  im: ["m", "n"],
  am: ["m", "n"],
  vom: ["m", "n"],
  beim: ["m", "n"],
};
Object.assign(CONTRACTIONS, { zur: ["f"], ins: ["n"] });

/** What a determiner allows, and whether it is a dative plural ("den Radwegen"). */
function slotsOf(determiner: string): { slots: Set<Slot>; dativePlural: boolean } {
  const slots = new Set<Slot>(CONTRACTIONS[determiner] ?? []);
  let dativePlural = false;
  for (const table of TABLES) {
    for (const slot of Object.keys(table) as Slot[]) {
      const forms = table[slot];
      for (let c = 0; c < CASES; c += 1) {
        if (forms[c] !== determiner) continue;
        slots.add(slot);
        if (slot === "pl" && c === 2) dativePlural = true;
      }
    }
  }
  return { slots, dativePlural };
}

/**
 * Grammatical gender of common German base nouns, matched on a compound's last part
 * ("Entwickler|konferenz", "Online-Buch|laden"): a dictionary of gender, not of topics.
 */
const GENDERS: Record<string, Gender> = {
  ...{ app: "f", kurs: "m", workshop: "m", club: "m", klub: "m", verein: "m", hotel: "n", cafe: "n", museum: "n" },
  ...{ praxis: "f", laden: "m", festival: "n", restaurant: "n", webinar: "n", seminar: "n", produkt: "n", tool: "n" },
  ...{ shop: "m", markt: "m", studio: "n", weg: "m", programm: "n", training: "n", event: "n", konzert: "n" },
  ...{ service: "m", team: "n", unternehmen: "n", firma: "f", schule: "f", bibliothek: "f", messe: "f", tagung: "f" },
  ...{ kongress: "m", vortrag: "m", abend: "m", fest: "n", angebot: "n", geschaft: "n", bank: "f", apotheke: "f" },
  ...{ haus: "n", zentrum: "n", buro: "n", platz: "m", park: "m", garten: "m", bad: "n", kita: "f", software: "f" },
  ...{ plattform: "f", website: "f", seite: "f", gerat: "n", system: "n", projekt: "n", menu: "n", essen: "n" },
  ...{ friseur: "m", salon: "m", bus: "m", bahn: "f", linie: "f", strasse: "f", newsletter: "m", magazin: "n" },
  ...{ podcast: "m", lokal: "n", bar: "f", kneipe: "f", kantine: "f", mensa: "f", spiel: "n", buch: "n" },
  ...{ retreat: "n", meetup: "n", hackathon: "m", camp: "n", coaching: "n" },
  ...{ kurse: "m", unterricht: "m", lehrgang: "m", ausflug: "m", urlaub: "m", tag: "m", raum: "m", ort: "m" },
};
/** Endings that decide a German noun's gender. */
const SUFFIX_GENDERS: [RegExp, Gender][] = [
  [/(ung|heit|keit|schaft|ion|tat|ik|ei|enz|anz|ur|ie|in)$/, "f"],
  [/(chen|lein|um|ment|ma|nis)$/, "n"],
  [/(ling|ismus|or)$/, "m"],
];

/** The base noun a word ends with, and its gender: "entwicklerkonferenz" → "konferenz", feminine. */
function baseOf(key: string): { base: string; gender: Gender } | null {
  for (let start = 0; start < key.length - 2; start += 1) {
    const part = key.slice(start);
    const gender = GENDERS[part];
    if (gender) return { base: part, gender };
  }
  return null;
}

function genderOf(key: string, allowed: Set<Slot>): { gender: Gender; inflected: boolean } | null {
  // The word may carry a case or plural ending: "Ruderclubs", "Radwegen", "Hotels".
  const endings = ["", "s", "es", "n", "en", "e", "er", "ern"].filter((ending) => key.endsWith(ending));
  for (const ending of endings) {
    const found = baseOf(key.slice(0, key.length - ending.length));
    if (found) return { gender: found.gender, inflected: ending !== "" };
  }
  for (const ending of endings) {
    const rule = SUFFIX_GENDERS.find(([pattern]) => pattern.test(key.slice(0, key.length - ending.length)));
    if (rule) return { gender: rule[1], inflected: ending !== "" };
  }
  // Only the article the idea wrote tells, when it allows one gender.
  const genders = [...allowed].filter((slot): slot is Gender => slot !== "pl");
  return genders.length === 1 ? { gender: genders[0] as Gender, inflected: false } : null;
}

/** The nominative form of a noun the idea wrote in another case. */
function baseForm(text: string, gender: Gender, plural: boolean, genitive: boolean, dativePlural: boolean): string {
  if (plural) {
    // "Radwegen" → "Radwege"; feminine plurals keep their "-en" ("Veranstaltungen").
    return dativePlural && gender !== "f" && /[^n]en$|ern$|eln$/.test(text) ? text.slice(0, -1) : text;
  }
  if (genitive && gender !== "f") return /(s|ß|z|x|sch)es$/.test(text) ? text.slice(0, -2) : text.replace(/s$/, "");
  return text;
}

const ACCUSATIVE_ARTICLE: Record<"the" | "our", Record<Slot, string>> = {
  the: { m: "den", f: "die", n: "das", pl: "die" },
  our: { m: "unseren", f: "unsere", n: "unser", pl: "unsere" },
};
/** Adjective endings after that article, and with no article at all in the nominative (titles). */
const ADJECTIVE_ENDING: Record<"the" | "our" | "bare", Record<Slot, string>> = {
  the: { m: "en", f: "e", n: "e", pl: "en" },
  our: { m: "en", f: "e", n: "es", pl: "en" },
  bare: { m: "er", f: "e", n: "es", pl: "e" },
};

const adjectiveStem = (text: string) => text.replace(/(en|em|er|es|e)$/, "");

export interface GermanSubject {
  /** With its accusative article: "die zweitägige Entwicklerkonferenz in Lissabon". */
  accusative: string;
  /** For a title, without article: "Zweitägige Entwicklerkonferenz in Lissabon". */
  bare: string;
}

/**
 * The subject's head phrase (adjectives then the noun) and what follows it, re-inflected; a noun
 * whose gender nothing tells is quoted as a name („Zorblax“).
 */
export function germanSubject(head: Token[], rest: Token[], determinerKey: string | null, own: boolean): GermanSubject {
  const nounIndex = head.findIndex((t) => /^\p{Lu}/u.test(t.text));
  const noun = head[nounIndex >= 0 ? nounIndex : 0] as Token;
  const adjectives = nounIndex > 0 ? head.slice(0, nounIndex) : [];
  const after = [...head.slice(Math.max(nounIndex, 0) + 1), ...rest].map((t) => t.text);
  const { slots, dativePlural } = determinerKey ? slotsOf(determinerKey) : { slots: new Set<Slot>(), dativePlural: false };
  const found = genderOf(noun.key, slots);
  const join = (parts: string[]) => parts.join(" ").replace(/(['’]) /g, "$1");
  // Nothing tells the gender: written as a name in quotes, which needs no article („Zorblax“).
  if (!found) return { accusative: `„${join([noun.text, ...after])}“`, bare: join([noun.text, ...after]) };
  const { gender } = found;
  // Plural when the idea's article allows only that, or allows it and the noun carries an ending.
  const plural = slots.has("pl") && (!slots.has(gender) || (found.inflected && !/s$/.test(noun.key)));
  // The pack's genitive articles only: "dieses" is as often a neuter accusative ("über dieses Krankenhaus").
  const genitive = !!determinerKey && GERMAN_GENITIVES.includes(determinerKey);
  const base = baseForm(noun.text, gender, plural, genitive, dativePlural);
  const slot: Slot = plural ? "pl" : gender;
  const kind = own ? "our" : "the";
  const inflect = (ending: string) => adjectives.map((a) => `${adjectiveStem(a.text)}${ending}`);
  const bareWords = [...inflect(ADJECTIVE_ENDING.bare[slot]), base, ...after];
  const bare = join(bareWords);
  return {
    accusative: join([ACCUSATIVE_ARTICLE[kind][slot], ...inflect(ADJECTIVE_ENDING[kind][slot]), base, ...after]),
    bare: bare.charAt(0).toUpperCase() + bare.slice(1),
  };
}
