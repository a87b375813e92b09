import { words } from "../idea-words";
import type { DeterminerInfo, LanguagePack } from "./language-pack";

/**
 * The subject of an idea in Spanish, French, German or Portuguese as a whole noun phrase, read
 * from the idea's grammar rather than from lists of topics (decision 221): the idea is cut into
 * phrases at prepositions and articles, the phrase naming who answers is passed over, and the
 * subject keeps what completes it ("de remo", "des Ruderclubs", "en Lisboa").
 */

export interface Token {
  /** As written, with the case the subject should keep. */
  text: string;
  /** Lower-case, without accents: what the tables are matched on. */
  key: string;
}

/** One noun phrase of the idea: the preposition before it, its articles, its words. */
interface Chunk {
  preposition: Token | null;
  determiners: Token[];
  words: Token[];
  /** A comma or a clause word follows: nothing after belongs to this phrase. */
  closed: boolean;
}

export interface Subject {
  /** The head phrase's words after its articles: "nuevos carriles bici", "zweitägigen Entwicklerkonferenz". */
  head: Token[];
  /** What completes it, as written: "de remo de Sevilla", "des Ruderclubs", "in Lissabon". */
  rest: Token[];
  /** What the idea's own article or contraction said about the noun ("del" → masculine, singular). */
  determiner: DeterminerInfo | null;
  determinerKey: string | null;
  /** What the subject is about, when a theme marker says it: "sobre visualización de datos". */
  theme: Token[] | null;
}

const MAX_WORDS = 12;
const MAX_NAME_LENGTH = 80;

/** The idea's text as words, French elisions split off ("l'événement" → "l'", "événement"). */
export function tokenize(clause: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of clause.split(/\s+/)) {
    const parts = raw.split(/(?<=^\p{L}{1,2}['’])/u);
    for (const part of parts) {
      const text = part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, "");
      const key = words(text).join("");
      if (key) tokens.push({ text, key: /['’]$/.test(text) ? `${key}'` : key });
    }
    if (/[,;–—]$/.test(raw)) tokens.push({ text: ",", key: "," });
  }
  return tokens;
}

export function joinTokens(tokens: readonly Token[]): string {
  const text = tokens
    .map((t) => t.text)
    .join(" ")
    .replace(/(['’]) /g, "$1");
  if (text.length <= MAX_NAME_LENGTH) return text;
  const cut = text.slice(0, MAX_NAME_LENGTH);
  return cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : undefined);
}

const capitalized = (token: Token | undefined) => /^\p{Lu}/u.test(token?.text ?? "");

/** A survey or request word, also as the end of a German compound ("Patientenbefragung"). */
function isFiller(token: Token, pack: LanguagePack): boolean {
  if (pack.fillers.includes(token.key)) return true;
  return !!pack.nounsCapitalized && pack.surveyNouns.some((noun) => token.key.length > noun.length && token.key.endsWith(noun));
}

/** Who answers: a people word from the table, also inflected ("Mitgliedern"), or a plural agent noun ("desarrolladores"). */
export function isAudience(token: Token, pack: LanguagePack): boolean {
  const key = token.key;
  if (pack.audience.includes(key) || pack.audience.includes(key.replace(/n$/, ""))) return true;
  return pack.agentPlural.test(key);
}

function isDeterminer(token: Token | undefined, pack: LanguagePack): boolean {
  return !!token && (token.key in pack.determiners || token.key in pack.contractions);
}

/** The phrases of a clause, cut where a preposition or an article starts a new one. */
function chunk(tokens: Token[], pack: LanguagePack): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { preposition: null, determiners: [], words: [], closed: false };
  const start = (preposition: Token | null, determiners: Token[] = []) => {
    if (current.words.length || current.determiners.length || current.preposition) chunks.push(current);
    current = { preposition, determiners, words: [], closed: false };
  };
  const hasContent = () => current.words.some((t) => !isFiller(t, pack) && !isAudience(t, pack));
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    if (token.key === "," || pack.breaks.includes(token.key)) {
      current.closed = true;
      start(null);
      continue;
    }
    if (token.key in pack.contractions) {
      start(token, [token]);
      continue;
    }
    if (pack.prepositions.includes(token.key)) {
      // "de remo", "d'aviron", "en Lisboa", "über Datenvisualisierung": a bare noun or a name completes the phrase.
      const bare = next && !isDeterminer(next, pack) && !pack.prepositions.includes(next.key);
      if (bare && hasContent()) current.words.push(token);
      else start(token);
      continue;
    }
    if (isDeterminer(token, pack)) {
      if (current.words.length) start(null, [token]);
      else current.determiners.push(token);
      continue;
    }
    current.words.push(token);
  }
  start(null);
  return chunks.filter((c) => c.words.length);
}

/** Leading request and survey words dropped: "Quiero medir" → nothing, "Encuesta" → nothing. */
function content(chunk: Chunk, pack: LanguagePack): Token[] {
  let first = 0;
  while (first < chunk.words.length && isFiller(chunk.words[first] as Token, pack)) first += 1;
  return chunk.words.slice(first);
}

/** The words before the phrase's first preposition: where its noun stands. */
function headWords(tokens: Token[], pack: LanguagePack): Token[] {
  const end = tokens.findIndex((t, i) => i > 0 && pack.prepositions.includes(t.key));
  return end < 0 ? tokens : tokens.slice(0, end);
}

function namesPeople(tokens: Token[], pack: LanguagePack): boolean {
  const head = headWords(tokens, pack);
  // German: the noun is the capitalised word; elsewhere any word of the head may be it ("nuevos carriles").
  const nouns = pack.nounsCapitalized ? head.filter((t) => capitalized(t)) : head;
  return nouns.some((t) => isAudience(t, pack));
}

/** Whether a following phrase completes the subject: "de la biblioteca", "des Ruderclubs", "en Lisboa". */
function completes(next: Chunk, pack: LanguagePack): "complement" | "theme" | "place" | null {
  const preposition = next.preposition?.key ?? null;
  if (preposition && pack.themes.includes(preposition)) return "theme";
  if (preposition && pack.complements.includes(preposition)) return "complement";
  // German: an article right after the noun, with no preposition, starts a genitive ("die Mensa der Grundschule").
  const genitive =
    !preposition &&
    next.determiners.some((d) => pack.genitives?.includes(d.key) || (pack.nounsCapitalized && d.key in pack.determiners));
  if (genitive) return "complement";
  if (preposition && pack.places.includes(preposition) && capitalized(next.words[0])) return "place";
  return null;
}

/**
 * The idea's subject, or null when it names none (or only who answers). `naming` holds the words
 * that only name the kind of survey ("mercado" in "Estudio de mercado", "laboral").
 */
export function findSubject(tokens: Token[], pack: LanguagePack, naming: ReadonlySet<string>): Subject | null {
  const chunks = chunk(tokens, pack);
  for (const [index, candidate] of chunks.entries()) {
    const head = content(candidate, pack).slice(0, MAX_WORDS);
    if (!head.length || namesPeople(head, pack)) continue;
    // Without an article, a phrase of survey words and words naming the kind of survey is not a subject.
    const surveyOnly = head.every((t) => isFiller(t, pack) || naming.has(t.key) || pack.prepositions.includes(t.key));
    if (surveyOnly && (!candidate.determiners.length || head.every((t) => isFiller(t, pack)))) continue;
    const rest: Token[] = [];
    let theme: Token[] | null = null;
    let last = candidate;
    for (const next of chunks.slice(index + 1)) {
      if (last.closed) break;
      const kind = completes(next, pack);
      if (!kind || head.length + rest.length + next.words.length > MAX_WORDS) break;
      const phrase = [...(next.preposition ? [next.preposition] : []), ...next.determiners.filter((d) => d !== next.preposition)];
      if (kind === "theme") theme = [];
      rest.push(...phrase, ...next.words);
      // "sur la visualisation des données": the theme is what follows its marker, without the article.
      if (theme && kind !== "place") theme.push(...(kind === "theme" ? next.words : phrase.concat(next.words)));
      last = next;
    }
    const article = [...candidate.determiners].reverse().find((d) => d.key in pack.determiners || d.key in pack.contractions);
    const info = article ? (pack.determiners[article.key] ?? pack.contractions[article.key] ?? null) : null;
    // "nuestra" after "la", "a nossa": the possessive is the one that says whose.
    const own = candidate.determiners.some((d) => pack.determiners[d.key]?.own);
    const determiner = info ? { ...info, own: own || info.own } : null;
    return { head, rest, determiner, determinerKey: article?.key ?? null, theme };
  }
  return null;
}
