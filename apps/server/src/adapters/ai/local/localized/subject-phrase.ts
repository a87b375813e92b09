import { germanSubject } from "./german-noun-phrase";
import { joinTokens, type Subject, type Token } from "./find-subject";
import type { Gender, LanguagePack, LocalizedDomain } from "./language-pack";

/** The subject as the questions say it, and as a title names it. */
export interface SubjectPhrase {
  /** With the article its noun asks for ("la conferencia de … en Lisboa"), or as a name when nothing tells its gender. */
  topic: string;
  /** For the title: the creator's own with its possessive ("Nuestra librería"), else the words as written. */
  name: string;
  /** What it is specifically about, for the domain's focus question: "visualización de datos". */
  focus: string | null;
}

/** The noun's gender and number: from the idea's own article, else the grammar tables (nouns, endings). */
function genderOf(subject: Subject, pack: LanguagePack): { gender: Gender; plural: boolean } | null {
  const said = subject.determiner;
  const headEnd = subject.head.findIndex((t, i) => i > 0 && pack.prepositions.includes(t.key));
  const nouns = subject.head.slice(0, headEnd < 0 ? undefined : headEnd);
  const known = nouns.map((t) => pack.nouns[t.key] ?? pack.nouns[t.key.replace(/e?s$/, "")]).find(Boolean);
  const guessed = nouns.map((t) => pack.guessGender(t.key)).find(Boolean) ?? null;
  // "notre", "nos": a possessive that does not agree needs no gender.
  const ownNeedsNoGender = said?.own && pack.article("m", !!said.plural, true) === pack.article("f", !!said.plural, true);
  const gender = said?.gender ?? known ?? guessed?.gender ?? (ownNeedsNoGender ? "m" : undefined);
  if (!gender) return null;
  // An article the creator wrote tells the number ("el NPS"); otherwise the noun's ending does.
  const plural = said ? !!said.plural : (guessed?.plural ?? /s$/.test(nouns[0]?.key ?? ""));
  return { gender, plural };
}

/** "webinar de visualización de datos" → "visualización de datos"; never a place, a duration or who takes part. */
function findFocus(subject: Subject, pack: LanguagePack, domain: LocalizedDomain): string | null {
  // A focus question that also names the subject would say its words twice.
  if (!domain.focus || JSON.stringify(domain.focus).includes("{topic}")) return null;
  let theme: Token[] = subject.theme ?? [];
  if (!theme.length) {
    const words = [...subject.head, ...subject.rest];
    const noun = pack.nounsCapitalized ? words.findIndex((t) => /^\p{Lu}/u.test(t.text)) : 0;
    const connector = words.findIndex((t, i) => i > noun && (pack.complements.includes(t.key) || pack.themes.includes(t.key)));
    // Only a noun the tables know has a theme; in "visualización de datos" the whole is the theme.
    const nounKey = words[noun]?.key ?? "";
    if (connector < 0 || !(nounKey in pack.nouns || nounKey in domain.keywords)) return null;
    // "la cantine de l'école", "die Mensa der Schule": with an article, it is whose, not what about.
    const owner = words[connector]?.key ?? "";
    if (owner in pack.contractions || (words[connector + 1]?.key ?? "") in pack.determiners) return null;
    theme = words.slice(connector + 1);
  }
  // Where it happens, how long it lasts and who comes are not what it is about.
  const end = theme.findIndex(
    (t, i) =>
      i > 0 &&
      pack.prepositions.concat(Object.keys(pack.contractions)).includes(t.key) &&
      ((/^\p{Lu}/u.test(theme[i + 1]?.text ?? "") && !pack.nounsCapitalized) || pack.numbers.includes(theme[i + 1]?.key ?? "")),
  );
  const kept = end < 0 ? theme : theme.slice(0, end);
  const content = kept[0] && kept[0].key in pack.determiners ? kept.slice(1) : kept;
  if (!content.length || content.some((t) => pack.numbers.includes(t.key)) || pack.agentPlural.test(content[0]?.key ?? "")) {
    return null;
  }
  if (content.some((t) => pack.audience.includes(t.key))) return null;
  return joinTokens(content);
}

export function subjectPhrase(subject: Subject, pack: LanguagePack, domain: LocalizedDomain): SubjectPhrase {
  const focus = findFocus(subject, pack, domain);
  const own = !!subject.determiner?.own;
  if (pack.nounsCapitalized) {
    const german = germanSubject(subject.head, subject.rest, subject.determinerKey, own);
    return { topic: german.accusative, name: german.bare, focus };
  }
  const bare = joinTokens([...subject.head, ...subject.rest]);
  const proper = /^\p{Lu}/u.test(subject.head[0]?.text ?? "") && !subject.determiner;
  const grammar = genderOf(subject, pack);
  // A name ("Globex") takes no article; a noun whose gender nothing tells is quoted as one.
  if (proper) return { topic: bare, name: bare, focus };
  if (!grammar) return { topic: pack.quote(bare), name: bare, focus };
  const topic = `${pack.article(grammar.gender, grammar.plural, own)}${bare}`;
  return { topic, name: own ? topic : bare, focus };
}
