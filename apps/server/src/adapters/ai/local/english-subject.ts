import type { ItemToken } from "wink-nlp";
import { englishNlp } from "./english-nlp";
import { stem } from "./idea-words";
import { strongStems } from "./pick-domain";
import { AUDIENCE_WORDS, SURVEY_WORDS, type SurveyDomain } from "./survey-domains";

/**
 * The subject of an English idea as a whole noun phrase, from wink-nlp's part-of-speech tags
 * (decision 221): "Feedback from attendees of our two-day developer conference in Lisbon" →
 * "our two-day developer conference in Lisbon". The idea is cut into noun phrases at
 * prepositions and verbs; the phrase naming who answers is passed over; the subject keeps what
 * completes it ("of the library", "to Python class") and where it is ("in Lisbon").
 */

export interface Topic {
  /** As used mid-sentence, with its article: "the coffee shop", "our new app", "Acme". */
  phrase: string;
  plural: boolean;
}

export interface IdeaTopic {
  /** What the survey is about, for the questions; null when the idea only names who answers. */
  subject: Topic | null;
  /** The words to put in the title (the subject, else the audience), as the user wrote them. */
  name: string | null;
  /** What the subject is specifically about ("data privacy" in "a webinar on data privacy"), for the focus question. */
  focus: string | null;
}

interface Word {
  text: string;
  lower: string;
  stem: string;
  pos: string;
  /** The model's lemma: "attendees" → "attendee", so a plural shows. */
  lemma: string;
  /** Written with a hyphen or symbols inside ("two-day"): a modifier, never a theme. */
  joined: boolean;
}

interface Chunk {
  preposition: string | null;
  determiner: string | null;
  words: Word[];
  /** A verb, a pronoun or a comma follows: nothing after belongs to this phrase. */
  closed: boolean;
}

const SURVEY_STEMS = new Set(SURVEY_WORDS.map(stem));
const AUDIENCE_STEMS = new Set(AUDIENCE_WORDS.map(stem));
/** Request words a tagger may read as nouns at the start of an idea ("Rate the…", "Survey…"). */
const REQUESTS = new Set(
  ["create", "make", "build", "design", "generate", "write", "draft", "need", "want", "please", "quick", "short"]
    .concat(["simple", "brief", "help", "rate", "evaluate", "ask", "gather", "measure", "collect", "get", "post-event"])
    .concat(["post-course", "post-webinar", "end-of-year", "score"]),
);
const POSSESSIVES = new Set(["our", "my"]);
const DETERMINER_POS = new Set(["DET"]);
const PRONOUN_DETERMINERS = new Set(["our", "my", "your", "their", "his", "her", "its"]);
/** Words before a noun that say when or how it happens, not what it is about. */
const OCCASION_WORDS = new Set(
  ["annual", "yearly", "quarterly", "monthly", "weekly", "daily", "new", "online", "virtual", "live", "internal"]
    .concat(["external", "first", "last", "next", "recent", "upcoming", "big", "small", "local", "international"])
    .concat(["national", "regional", "free", "summer", "winter", "spring", "autumn", "fall", "holiday", "company"])
    .concat(["team", "morning", "evening", "weekend", "one", "day", "two", "short", "long", "intro", "introductory"]),
);
/** Audiences at work: what precedes them is a department, not the subject ("our sales team"). */
const WORKPLACE_AUDIENCES = new Set(["team", "staff", "employee", "colleague", "worker", "hire"].map(stem));
const PEOPLE_ADJECTIVES = new Set(
  ["new", "remote", "current", "former", "potential", "existing", "regular", "loyal", "young", "older", "first"].concat([
    "time",
    "first-time",
    "returning",
    "all",
    "recent",
    "future",
    "prospective",
    "senior",
    "junior",
  ]),
);
const MAX_WORDS = 10;
const MAX_NAME_LENGTH = 80;

/** Plural nouns of people by their ending: "readers", "visitors", "attendees", "analysts". */
function isPeopleNoun(word: Word): boolean {
  if (AUDIENCE_STEMS.has(word.stem) || AUDIENCE_STEMS.has(stem(word.lemma))) return true;
  return word.lemma !== word.lower && /(er|or|ee|ist|ent)s$/.test(word.lower) && !word.joined;
}

/** Lower-case words capitalised only by position, Title Case Typing or CAPS LOCK; names and acronyms stay. */
function caseKeeper(parts: string[]): (word: string, index: number) => string {
  const letters = parts.filter((w) => /\p{L}{3,}/u.test(w));
  const shouted = letters.length > 1 && letters.filter((w) => w === w.toUpperCase()).length / letters.length >= 0.6;
  const small = new Set(["for", "a", "an", "the", "of", "to", "in", "on", "at", "and", "about", "with", "from", "our"]);
  const titleTyped = parts.slice(1).filter((w) => /^\p{Lu}/u.test(w) && small.has(w.toLowerCase())).length >= 1;
  return (word, index) => {
    if (shouted) return word.toLowerCase();
    if (/\p{Lu}/u.test(word.slice(1))) return word; // CRM, iPhone, McDonald's
    if (/^\p{Lu}/u.test(word) && index > 0 && !titleTyped) return word; // Acme, Berlin
    return word.toLowerCase();
  };
}

const isWordPos = (pos: string) => ["NOUN", "PROPN", "ADJ", "NUM", "X", "SYM"].includes(pos);

/** The clause's words as the tagger reads them, pieces written together joined again ("two-day", "Luigi's"). */
function readWords(clause: string): Word[] {
  const { readDoc, its } = englishNlp();
  const doc = readDoc(clause.toLowerCase());
  const pieces: { text: string; pos: string; lemma: string; spaced: boolean }[] = [];
  let offset = 0;
  doc.tokens().each((token: ItemToken) => {
    const lower = String(token.out());
    const at = clause.toLowerCase().indexOf(lower, offset);
    const text = at >= 0 ? clause.slice(at, at + lower.length) : lower;
    pieces.push({
      text,
      pos: String(token.out(its.pos)),
      lemma: String(token.out(its.lemma as never)),
      spaced: String(token.out(its.precedingSpaces)).length > 0 || pieces.length === 0,
    });
    if (at >= 0) offset = at + lower.length;
  });
  const joined: { text: string; pos: string; lemma: string; joined: boolean }[] = [];
  for (const piece of pieces) {
    const last = joined[joined.length - 1];
    const glued = !piece.spaced && last && !/^[,.;:!?)"]$/.test(piece.text) && !/^[("]$/.test(last.text);
    if (glued && last) {
      last.text += piece.text;
      last.joined = true;
      // The last piece tells the whole word's part of speech ("two-day" a noun); symbols make it a plain word.
      if (/\p{L}/u.test(piece.text) && piece.pos !== "PART") last.pos = isWordPos(piece.pos) ? piece.pos : "X";
      last.lemma = last.text.toLowerCase();
    } else joined.push({ ...piece, joined: false });
  }
  const keepCase = caseKeeper(joined.map((p) => p.text));
  return joined.map((p, index) => {
    const text = keepCase(p.text, index);
    const lower = text.toLowerCase();
    return { text, lower, stem: stem(lower), pos: p.pos, lemma: p.lemma.toLowerCase(), joined: p.joined };
  });
}

/** Noun phrases, cut at prepositions, determiners and anything that is not part of one. */
function chunk(words: Word[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { preposition: null, determiner: null, words: [], closed: false };
  const start = (preposition: string | null, closed = false) => {
    current.closed ||= closed;
    if (current.words.length) chunks.push(current);
    current = { preposition, determiner: null, words: [], closed: false };
  };
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.pos === "ADP" || (word.pos === "PART" && word.lower === "to")) start(word.lower);
    else if (DETERMINER_POS.has(word.pos) || PRONOUN_DETERMINERS.has(word.lower)) {
      if (current.words.length) start(null);
      current.determiner ??= word.lower;
    } else if (word.pos === "CCONJ" && current.words.length && next && isWordPos(next.pos) && !REQUESTS.has(next.lower)) {
      // "bike lanes and parking": a coordinated noun stays in the phrase.
      current.words.push(word);
    } else if (isWordPos(word.pos) || (word.pos === "VERB" && current.words.length && next?.pos === "NOUN")) {
      current.words.push(word);
    } else start(null, true);
  });
  start(null);
  return chunks;
}

/** The phrase's own words: request words in front and survey words at the end dropped. */
function trim(words: Word[]): { words: Word[]; measured: boolean } {
  let first = 0;
  while (first < words.length && (REQUESTS.has(words[first]?.lower ?? "") || SURVEY_STEMS.has(words[first]?.stem ?? ""))) {
    first += 1;
  }
  let end = words.length;
  while (end > first && SURVEY_STEMS.has(words[end - 1]?.stem ?? "")) end -= 1;
  return { words: words.slice(first, Math.min(end, first + MAX_WORDS)), measured: end < words.length };
}

/** At most `MAX_NAME_LENGTH` characters, cut at a word when one ends in reach. */
function joinWords(words: Word[]): string {
  const text = words.map((w) => w.text).join(" ");
  if (text.length <= MAX_NAME_LENGTH) return text;
  const cut = text.slice(0, MAX_NAME_LENGTH);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

const capitalized = (word: Word | undefined) => /^\p{Lu}/u.test(word?.text ?? "");

interface Found {
  words: Word[];
  determiner: string | null;
  /** The head phrase, before what completes it. */
  head: Word[];
  theme: Word[];
}

/** What follows the subject and belongs to it: "of the library", "to Python class", "in Lisbon", "on data privacy". */
function extend(found: Found, chunks: Chunk[], from: number): Found {
  let last = chunks[from] as Chunk;
  const words = [...found.words];
  let theme: Word[] = [];
  for (const next of chunks.slice(from + 1)) {
    if (last.closed || words.length + next.words.length > MAX_WORDS) break;
    const head = next.words[next.words.length - 1];
    if (!head || isPeopleNoun(head) || SURVEY_STEMS.has(head.stem)) break;
    const preposition = next.preposition ?? "";
    const place = ["in", "at", "near"].includes(preposition) && capitalized(next.words[0]) && !next.determiner;
    const complement = preposition === "of" || (preposition === "to" && !next.determiner && last === chunks[from]);
    const about = ["on", "about", "regarding"].includes(preposition);
    if (!place && !complement && !about) break;
    const glue: Word[] = [preposition, next.determiner]
      .filter((w): w is string => !!w)
      .map((w) => ({ text: w, lower: w, stem: w, pos: "ADP", lemma: w, joined: false }));
    words.push(...glue, ...next.words);
    if (about) theme = next.words;
    last = next;
  }
  return { ...found, words, theme };
}

function toTopic(found: Found): Topic {
  const first = found.words[0];
  const name = capitalized(first) && !found.determiner;
  const article = found.determiner && POSSESSIVES.has(found.determiner) ? "our " : name ? "" : "the ";
  const head = found.head[found.head.length - 1];
  const plural = !!head && head.lemma !== head.lower && /s$/.test(head.lower) && !/(ss|us|is)$/.test(head.lower);
  return { phrase: `${article}${joinWords(found.words)}`, plural };
}

/**
 * The theme the subject's own words give: "data visualisation" in "our data visualisation
 * webinar" (nouns before the head; not an occasion, a duration, a name or who takes part).
 */
function findFocus(found: Found, domain: SurveyDomain): string | null {
  if (found.theme.length) return joinWords(found.theme);
  const head = found.head[found.head.length - 1];
  if (!head || !strongStems(domain).has(head.stem)) return null;
  const modifiers = found.head.slice(0, -1);
  const useful = modifiers.filter((w) => !OCCASION_WORDS.has(w.lower));
  const noun = (w: Word) => w.pos === "NOUN" && !w.joined && !isPeopleNoun(w) && !/er$/.test(w.lower) && !capitalized(w);
  if (!useful.length || !useful.every(noun)) return null;
  return joinWords(useful);
}

/**
 * The topic of a free-text idea: its subject for the questions, a name for the title and what it
 * is specifically about. Phrases that name who answers ("for a remote team") go to the title but
 * not into the questions.
 */
export function extractTopic(idea: string, domain: SurveyDomain): IdeaTopic {
  const clause = (idea.trim().split(/[.!?;:\n()[\]]/)[0] ?? "").trim();
  const chunks = chunk(readWords(clause));
  const naming = new Set([...SURVEY_STEMS, ...strongStems(domain)]);
  let subject: Found | null = null;
  let audience: Word[] | null = null;
  let audienceDeterminer: string | null = null;
  for (const [index, candidate] of chunks.entries()) {
    const { words, measured } = trim(candidate.words);
    const head = words[words.length - 1];
    if (!head) continue;
    // "Employee engagement survey": words before the survey word say what kind it is.
    if (measured && !candidate.determiner) continue;
    if (isPeopleNoun(head)) {
      audience ??= words;
      audienceDeterminer ??= candidate.determiner;
      continue;
    }
    // Only the kind of survey ("customer satisfaction", "net promoter"), unless an article makes it a thing.
    const namesSurvey = words.every((w) => naming.has(w.stem) || REQUESTS.has(w.lower));
    if ((!candidate.determiner || measured) && namesSurvey) continue;
    subject = extend({ words, determiner: candidate.determiner, head: words, theme: [] }, chunks, index);
    break;
  }
  // "yoga studio members" → the studio is what they answer about.
  const people = audience?.[audience.length - 1];
  if (!subject && audience && people && !WORKPLACE_AUDIENCES.has(people.stem)) {
    const modifiers = audience.slice(0, -1);
    const describesPeople = modifiers.some((w) => PEOPLE_ADJECTIVES.has(w.lower) || isPeopleNoun(w));
    if (modifiers.length && !describesPeople) {
      subject = { words: modifiers, determiner: audienceDeterminer, head: modifiers, theme: [] };
    }
  }
  const titleStems = new Set([...SURVEY_STEMS, ...(domain.title.toLowerCase().match(/[a-z]+/g) ?? []).map(stem)]);
  const nameWords = subject?.words ?? audience;
  const repeatsTitle = nameWords?.every((w) => titleStems.has(w.stem)) ?? true;
  return {
    subject: subject ? toTopic(subject) : null,
    focus: subject ? findFocus(subject, domain) : null,
    name: nameWords && !repeatsTitle ? joinWords(nameWords) : null,
  };
}
