import { stem, stems } from "./idea-words";
import { strongStems } from "./pick-domain";
import { AUDIENCE_WORDS, SURVEY_WORDS, type SurveyDomain } from "./survey-domains";

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
  /**
   * What the subject is specifically about, for the domain's focus question: "data visualisation"
   * in "data visualisation webinar" or "a webinar on data visualisation". Null when the subject is
   * only the domain's own noun ("our annual conference").
   */
  focus: string | null;
}

/** Markers after the subject that name its theme: "a webinar on data visualisation". */
const THEME_MARKERS = new Set(["on", "about", "regarding", "concerning"]);
/** Words before a domain noun that say when or how it happens, not what it is about. */
const OCCASION_WORDS = new Set(
  ["annual", "yearly", "quarterly", "monthly", "weekly", "daily", "new", "online", "virtual", "live", "internal"]
    .concat(["external", "first", "last", "next", "recent", "upcoming", "big", "small", "local", "international"])
    .concat(["national", "regional", "free", "summer", "winter", "spring", "autumn", "fall", "holiday", "company"])
    .concat(["team", "morning", "evening", "weekend", "one", "day", "two", "short", "long", "intro", "introductory"]),
);

/**
 * The theme of a subject whose last word names the domain: the words before it that are not about
 * the occasion, or the phrase after "on"/"about" that follows it. Names (a capital) are not themes.
 */
function findFocus(subject: Phrase, next: Segment | undefined, domain: SurveyDomain): string | null {
  const head = subject.tokens[subject.tokens.length - 1];
  if (!head || !strongStems(domain).has(head.stem)) return null;
  if (next && next.marker && THEME_MARKERS.has(next.marker)) {
    const theme = next.tokens.filter((t, i) => i > 0 || !DETERMINERS.has(t.lower));
    if (theme.length && !CLAUSE_STARTERS.has(theme[0]?.lower ?? "")) return joinWords(theme);
  }
  const modifiers = subject.tokens.slice(0, -1).filter((t) => !OCCASION_WORDS.has(t.lower));
  // "intro to Python class" → "Python": a linking word left in front goes too.
  while (modifiers[0] && ["to", "of", "and", "or", "for"].includes(modifiers[0].lower)) modifiers.shift();
  if (!modifiers.length || /^\p{Lu}/u.test(modifiers[0]?.text ?? "")) return null;
  return joinWords(modifiers);
}

/** Words after which a noun phrase names what the survey is about, or who answers it. */
const MARKERS = new Set([
  "about",
  "across",
  "after",
  "among",
  "around",
  "at",
  "before",
  "by",
  "concerning",
  "during",
  "for",
  "from",
  "in",
  "into",
  "on",
  "regarding",
  "through",
  "toward",
  "towards",
  "with",
  "within",
]);
const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "our",
  "my",
  "your",
  "their",
  "his",
  "her",
  "its",
  "this",
  "that",
  "these",
  "those",
  "some",
  "any",
  "all",
  "every",
  "each",
]);
/** A segment starting with one of these is a clause ("about how people commute"), not a noun phrase. */
const CLAUSE_STARTERS = new Set([
  "how",
  "what",
  "why",
  "whether",
  "which",
  "who",
  "whom",
  "when",
  "where",
  "if",
  "we",
  "i",
  "you",
  "they",
  "he",
  "she",
  "it",
  "us",
  "them",
]);
/** Request words around the topic when no marker introduces it ("Create a quick coffee shop survey"). */
const FILLERS = new Set([
  ...CLAUSE_STARTERS,
  ...[
    "create",
    "make",
    "build",
    "design",
    "generate",
    "write",
    "draft",
    "need",
    "want",
    "would",
    "like",
    "please",
    "quick",
    "short",
  ],
  ...["simple", "brief", "help", "me", "can", "let", "lets", "and", "or", "new", "know", "understand", "learn", "find", "out"],
  ...["see", "ask", "get", "measure", "collect", "gather", "is", "are", "do", "does", "should", "could", "will"],
]);
/** How answers reach us, never the topic: "follow up by email". */
const CHANNEL_WORDS = new Set(["email", "e-mail", "mail", "phone", "sms", "text", "call"]);
const MAX_NAME_WORDS = 6;
const MAX_NAME_LENGTH = 80;
/** Words before an audience noun that describe the people, not a place or product: "new hires", "remote team". */
const PEOPLE_ADJECTIVES = new Set([
  "new",
  "remote",
  "current",
  "former",
  "potential",
  "existing",
  "regular",
  "loyal",
  "young",
  "older",
  "first",
  "time",
  "first-time",
  "returning",
  "all",
  "recent",
  "future",
  "prospective",
  "senior",
  "junior",
]);
/** Audiences at work: what precedes them is a department, not the subject ("our sales team"). */
const WORKPLACE_AUDIENCES = new Set(["team", "staff", "employee", "colleague", "worker", "hire"].map(stem));

const SURVEY_STEMS = new Set(SURVEY_WORDS.map(stem));
const AUDIENCE_STEMS = new Set(AUDIENCE_WORDS.map(stem));

interface Token {
  text: string;
  lower: string;
  stem: string;
}

interface Segment {
  marker: string | null;
  tokens: Token[];
}

interface Phrase {
  tokens: Token[];
  determiner: string | null;
}

function splitSegments(clause: string, keepCase: (word: string, index: number) => string): Segment[] {
  const segments: Segment[] = [{ marker: null, tokens: [] }];
  const raw = clause.split(/\s+/).filter(Boolean);
  raw.forEach((part, index) => {
    const text = part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    const current = segments[segments.length - 1] as Segment;
    if (text) {
      const lower = text.toLowerCase();
      const previous = current.tokens[current.tokens.length - 1];
      // "of" and "to" start a segment only after the survey word ("survey of customers", "feedback
      // to improve…") or a request verb ("want to know"); elsewhere they belong to the phrase
      // ("quality of our support", "intro to Python").
      const afterSurveyWord = !previous || SURVEY_STEMS.has(previous.stem) || FILLERS.has(previous.lower);
      const isMarker = MARKERS.has(lower) || ((lower === "of" || lower === "to") && afterSurveyWord);
      if (isMarker) segments.push({ marker: lower, tokens: [] });
      else current.tokens.push({ text: keepCase(text, index), lower, stem: stem(lower) });
    }
    // A comma or a dash ends a phrase: "for parents, about homework".
    if (/[,–—]$/.test(part) || part === "-") segments.push({ marker: ",", tokens: [] });
  });
  return segments;
}

const COMMON_WORDS = new Set([...SURVEY_WORDS, ...MARKERS, ...DETERMINERS, "and", "or", "of", "to"]);

/** Lower-case words capitalised only by position, Title Case Typing or CAPS LOCK; keep names and acronyms. */
function caseKeeper(words: string[]): (word: string, index: number) => string {
  const letters = words.filter((w) => /\p{L}{3,}/u.test(w));
  const shouted = letters.length > 1 && letters.filter((w) => w === w.toUpperCase()).length / letters.length >= 0.6;
  // Title Case shows in the small words: "Survey For A Coffee Shop".
  const titleTyped = words.slice(1).filter((w) => /^\p{Lu}/u.test(w) && COMMON_WORDS.has(w.toLowerCase())).length >= 2;
  return (word, index) => {
    if (shouted) return word.toLowerCase();
    if (/\p{Lu}/u.test(word.slice(1))) return word; // CRM, iPhone, McDonald's
    if (/^\p{Lu}/u.test(word) && index > 0 && !titleTyped) return word; // Acme, Berlin
    return word.toLowerCase();
  };
}

function isPlural(lastWord: string): boolean {
  const w = lastWord.toLowerCase();
  return w === "people" || w === "children" || (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w));
}

/**
 * A segment's noun phrase, or null when it is a clause or only names the kind of survey
 * ("for customer satisfaction"). A determiner marks a real thing even in domain words
 * ("at our dental clinic").
 */
function toPhrase(tokens: Token[], ignorable: Set<string>): Phrase | null {
  if (!tokens.length || CLAUSE_STARTERS.has(tokens[0]?.lower ?? "")) return null;
  let start = 0;
  let determiner: string | null = null;
  while (start < tokens.length && DETERMINERS.has(tokens[start]?.lower ?? "")) {
    determiner ??= tokens[start]?.lower ?? null;
    start += 1;
  }
  // "a community garden and collect emails": an "and" before a verb starts a new clause.
  let end = tokens.findIndex(
    (t, i) => i > start && (t.lower === "and" || t.lower === "or") && FILLERS.has(tokens[i + 1]?.lower ?? ""),
  );
  if (end < 0) end = tokens.length;
  const full = end;
  while (end > start && SURVEY_STEMS.has(tokens[end - 1]?.stem ?? "")) end -= 1;
  const phrase = tokens.slice(start, Math.min(end, start + MAX_NAME_WORDS));
  const filler = (t: Token) => t.lower === "and" || t.lower === "or" || CHANNEL_WORDS.has(t.lower);
  if (!phrase.length || phrase.every((t) => SURVEY_STEMS.has(t.stem) || filler(t))) return null;
  // "the dining experience" names what is measured, like "customer satisfaction"; "our dental clinic" is a place.
  const measured = end < full;
  // Who answers is never the kind of survey: "for conference attendees" stays.
  const audience = AUDIENCE_STEMS.has(phrase[phrase.length - 1]?.stem ?? "");
  if ((!determiner || measured) && !audience && phrase.every((t) => ignorable.has(t.stem) || filler(t))) return null;
  return { tokens: phrase, determiner };
}

/** "… recommend our bakery and …": in a sentence-like idea, a possessive marks the subject. */
function possessivePhrase(segments: Segment[]): Token[] {
  const tokens = segments.flatMap((s) => s.tokens);
  const start = tokens.findIndex((t) => t.lower === "our" || t.lower === "my");
  if (start < 0) return [];
  const phrase: Token[] = [];
  for (const token of tokens.slice(start + 1)) {
    if (FILLERS.has(token.lower) || DETERMINERS.has(token.lower) || phrase.length >= MAX_NAME_WORDS) break;
    phrase.push(token);
  }
  return phrase;
}

/** The longest run of topic words in a marker-less idea: "Coffee shop customer satisfaction" → "coffee shop". */
function longestRun(tokens: Token[], ignorable: Set<string>): Token[] {
  let best: Token[] = [];
  let run: Token[] = [];
  for (const token of [...tokens, null]) {
    const skip = !token || ignorable.has(token.stem) || FILLERS.has(token.lower) || DETERMINERS.has(token.lower);
    if (!skip) run.push(token);
    else {
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  return best.slice(0, MAX_NAME_WORDS);
}

/** At most `MAX_NAME_LENGTH` characters, cut at a word when one ends in reach. */
function joinWords(tokens: Token[]): string {
  const text = tokens.map((t) => t.text).join(" ");
  if (text.length <= MAX_NAME_LENGTH) return text;
  const cut = text.slice(0, MAX_NAME_LENGTH);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

function toTopic(phrase: Token[], determiner: string | null): Topic {
  const text = joinWords(phrase);
  const properNoun = /^\p{Lu}/u.test(phrase[0]?.text ?? "");
  let article = "the ";
  if (determiner === "our" || determiner === "my") article = "our ";
  else if (!determiner && properNoun) article = "";
  return { phrase: `${article}${text}`, plural: isPlural(phrase[phrase.length - 1]?.text ?? "") };
}

/**
 * The topic of a free-text idea, from the noun phrases after "for", "about", "on"…:
 * "Customer satisfaction survey for a coffee shop" → subject "the coffee shop", name "coffee shop".
 * Phrases that name who answers ("for a remote team") go to the title but not into the questions.
 */
export function extractTopic(idea: string, domain: SurveyDomain): IdeaTopic {
  const clause = (idea.trim().split(/[.!?;:\n()[\]]/)[0] ?? "").trim();
  const segments = splitSegments(clause, caseKeeper(clause.split(/\s+/)));
  const ignorable = new Set([...SURVEY_STEMS, ...strongStems(domain)]);

  let subject: Phrase | null = null;
  let afterSubject: Segment | undefined;
  let audience: Phrase | null = null;
  for (const [index, segment] of segments.entries()) {
    if (segment.marker === null || segment.marker === "to") continue; // "to" introduces a purpose: "to measure…"
    const phrase = toPhrase(segment.tokens, ignorable);
    if (!phrase) continue;
    const head = phrase.tokens[phrase.tokens.length - 1];
    if (head && AUDIENCE_STEMS.has(head.stem)) audience ??= phrase;
    else if (!subject) {
      subject = phrase;
      afterSubject = segments[index + 1];
    }
  }
  if (!subject && !audience) {
    const owned = possessivePhrase(segments);
    // Without a marker, only the words that name the domain outright are left out: "Hotel guest experience".
    const naming = new Set([...SURVEY_STEMS, ...strongStems(domain, 3)]);
    const run = owned.length ? owned : longestRun(segments[0]?.tokens ?? [], naming);
    const head = run[run.length - 1];
    const determiner = owned.length ? "our" : null;
    if (head && AUDIENCE_STEMS.has(head.stem)) audience = { tokens: run, determiner };
    else if (run.length) subject = { tokens: run, determiner };
  }

  // "yoga studio members" → the studio is what they answer about.
  if (!subject && audience && !WORKPLACE_AUDIENCES.has(audience.tokens[audience.tokens.length - 1]?.stem ?? "")) {
    const modifiers = audience.tokens.slice(0, -1);
    const describesPeople = modifiers.some((t) => PEOPLE_ADJECTIVES.has(t.lower) || AUDIENCE_STEMS.has(t.stem));
    if (modifiers.length && !describesPeople) subject = { tokens: modifiers, determiner: audience.determiner };
  }

  // A name that only repeats the title ("Employee engagement survey for our employees") stays out of it.
  const titleStems = new Set([...stems(domain.title), ...SURVEY_STEMS]);
  const nameTokens =
    audience && (!subject || audience.tokens.includes(subject.tokens[0] as Token)) ? audience.tokens : subject?.tokens;
  const repeatsTitle = nameTokens?.every((t) => titleStems.has(t.stem)) ?? true;
  // "a vegan restaurant in Lyon": a named place right after the subject stays with it in the questions.
  const place =
    subject && afterSubject && (afterSubject.marker === "in" || afterSubject.marker === "at") ? afterSubject.tokens : [];
  const placed =
    subject && place.length && /^\p{Lu}/u.test(place[0]?.text ?? "") && subject.tokens.length + place.length < MAX_NAME_WORDS
      ? { ...subject, tokens: [...subject.tokens, { text: afterSubject?.marker ?? "in", lower: "in", stem: "in" }, ...place] }
      : subject;
  return {
    subject: placed ? toTopic(placed.tokens, placed.determiner) : null,
    focus: subject ? findFocus(subject, afterSubject, domain) : null,
    name: nameTokens && !repeatsTitle ? joinWords(nameTokens) : null,
  };
}
