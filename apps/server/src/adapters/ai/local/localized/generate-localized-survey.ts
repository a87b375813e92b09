import type { GeneratedQuestionDraft, GeneratedSurveyDraft } from "@sondar/core/ai/generated-survey";
import { describeRemainingTime, estimateRemainingSeconds } from "@sondar/core/question-types/time-estimate";
import { words } from "../idea-words";
import { npsIn } from "../question-drafts";
import type { Aspect, Gender, LanguagePack, LocalizedDomain } from "./language-pack";

/** A domain needs this score to be chosen over the generic questions, as in the English engine. */
const MIN_DOMAIN_SCORE = 2;
const MAX_PHRASE_WORDS = 7;
const MAX_NAME_LENGTH = 80;
/** Where what the idea is specifically about replaces the domain's question. */
const FOCUS_SLOT = 2;

interface Token {
  /** As written, with the case the subject should keep. */
  text: string;
  /** Lower-case, without accents: what the tables are matched on. */
  key: string;
}

/** The idea's text as words, French elisions split off ("l'événement" → "l'", "événement"). */
function tokenize(clause: string): Token[] {
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

/** The phrase after `from` until a break, a new marker or a comma. */
function phraseFrom(tokens: Token[], from: number, pack: LanguagePack): Token[] {
  const phrase: Token[] = [];
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    // A marker that also links a noun to its theme ("sobre", "über") continues the phrase.
    const newMarker = phrase.length > 0 && pack.markers.includes(token.key) && !pack.connectors.includes(token.key);
    if (token.key === "," || pack.breaks.includes(token.key) || newMarker) break;
    phrase.push(token);
  }
  return phrase;
}

/**
 * Leading words that are not the subject dropped: connectors, request and survey words, a place
 * word, words that only name the domain ("laboral") and who answers when more follows:
 * "de satisfacción de clientes en una cafetería" → "una cafetería".
 */
function trimLead(phrase: Token[], pack: LanguagePack, naming: ReadonlySet<string>): Token[] {
  let rest = phrase;
  for (;;) {
    const first = rest[0];
    if (!first) return rest;
    const skip =
      pack.connectors.includes(first.key) ||
      pack.fillers.includes(first.key) ||
      pack.places.includes(first.key) ||
      // German writes nouns with a capital: a capitalised domain word is the thing itself ("Webinar").
      (naming.has(first.key) && !(pack.nounsCapitalized && /^\p{Lu}/u.test(first.text))) ||
      (rest.length > 1 && pack.audience.includes(first.key));
    if (!skip) return rest;
    rest = rest.slice(1);
  }
}

/** Single words that name the domain outright and are not a place's noun: "laboral", not "restaurante". */
function namingWords(domain: LocalizedDomain, pack: LanguagePack): Set<string> {
  return new Set(
    Object.entries(domain.keywords)
      .filter(([term, weight]) => weight >= 2 && !term.includes(" ") && !(term in pack.nouns))
      .map(([term]) => term),
  );
}

interface Subject {
  /** Tokens after the determiner. */
  words: Token[];
  determiner: Token | null;
}

function toSubject(phrase: Token[], pack: LanguagePack, naming: ReadonlySet<string>): Subject | null {
  const trimmed = trimLead(phrase, pack, naming);
  let determiner: Token | null = null;
  let rest = trimmed;
  // "a nossa empresa", "los clientes de nuestra tienda": the last determiner names the subject.
  // After one, the words are the subject itself, even a domain's word ("nuestro taller de cerámica").
  while (rest[0] && rest[0].key in pack.determiners) {
    determiner = rest[0];
    const after = rest.slice(1);
    rest = trimLead(after, pack, new Set());
    // "los asistentes a la feria": that determiner went with the words just dropped.
    if (rest.length !== after.length) determiner = null;
  }
  rest = rest.slice(0, MAX_PHRASE_WORDS);
  // "unseres Fahrradladens" → "Fahrradladen": a quoted name stands in the nominative.
  const head = rest[0];
  if (head && determiner && pack.genitives?.includes(determiner.key)) {
    const base = /(s|ß|z|x|sch)es$/.test(head.text) ? head.text.slice(0, -2) : head.text.replace(/s$/, "");
    rest = [{ text: base, key: words(base).join("") }, ...rest.slice(1)];
  }
  // German adjectives take endings from the case the idea used ("unserem veganen Restaurant"); the noun does not.
  if (pack.nounsCapitalized) {
    const noun = rest.findIndex((t) => /^\p{Lu}/u.test(t.text));
    if (noun > 0) rest = rest.slice(noun);
  }
  // A subject made only of who answers ("clientes") is the audience, not what the survey is about.
  if (!rest.length || rest.every((t) => pack.audience.includes(t.key) || pack.fillers.includes(t.key))) return null;
  return { words: rest, determiner };
}

/** The subject: the first phrase after a marker ("para", "über") that names one, else the idea's first content words. */
/**
 * In a workplace survey the subject is the employer: kept when it is the creator's own ("nuestra
 * empresa") or a name ("Globex"); "el equipo en teletrabajo" says who answers, not where they work.
 * German would need the employer's case, so it keeps the default ("unser Unternehmen").
 */
function workplaceSubject(subject: Subject | null, domain: LocalizedDomain, pack: LanguagePack): Subject | null {
  if (!subject || !domain.workplace) return subject;
  if (pack.nounsCapitalized) return null;
  const own = subject.determiner && pack.determiners[subject.determiner.key]?.own;
  return own || /^\p{Lu}/u.test(subject.words[0]?.text ?? "") ? subject : null;
}

/** A noun the domain tables know: "webinar", "restaurante". */
function isDomainNoun(token: Token | undefined, pack: LanguagePack, domain: LocalizedDomain): boolean {
  if (!token) return false;
  return token.key in pack.nouns || Object.keys(domain.keywords).some((term) => isTerm(token.key, words(term).join(" "), pack));
}

function findSubject(tokens: Token[], pack: LanguagePack, domain: LocalizedDomain): Subject | null {
  const naming = namingWords(domain, pack);
  for (let i = 0; i < tokens.length; i += 1) {
    const key = tokens[i]?.key ?? "";
    if (!pack.markers.includes(key)) continue;
    let start = i + 1;
    // "Avaliação do webinar sobre visualização de dados": the subject is the webinar, "sobre" names its theme.
    if (pack.connectors.includes(key) && isDomainNoun(tokens[i - 1], pack, domain)) {
      start = (tokens[i - 2]?.key ?? "") in pack.determiners ? i - 2 : i - 1;
    }
    const subject = toSubject(phraseFrom(tokens, start, pack), pack, naming);
    if (subject) return subject;
  }
  return toSubject(phraseFrom(tokens, 0, pack), pack, naming);
}

function joinTokens(tokens: readonly Token[]): string {
  const text = tokens
    .map((t) => t.text)
    .join(" ")
    .replace(/(['’]) /g, "$1");
  if (text.length <= MAX_NAME_LENGTH) return text;
  const cut = text.slice(0, MAX_NAME_LENGTH);
  return cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : undefined);
}

/** Where a place starts in the subject ("en Lyon"), so it is not read as what the subject is about. */
function placeStart(tokens: readonly Token[], pack: LanguagePack): number {
  const index = tokens.findIndex((t, i) => pack.places.includes(t.key) && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? ""));
  return index < 0 ? tokens.length : index;
}

/** "webinar de visualización de datos" → "visualización de datos": the words after the head noun's connector. */
function findFocus(subject: Subject, pack: LanguagePack, domain: LocalizedDomain): string | null {
  const words = subject.words.slice(0, placeStart(subject.words, pack));
  // Only a noun the domain knows has a theme; in "visualización de datos" the whole is the theme.
  if (!isDomainNoun(words[0], pack, domain)) return null;
  const connector = words.findIndex((t, i) => i > 0 && pack.connectors.includes(t.key));
  if (connector < 0) return null;
  let rest = words.slice(connector + 1);
  // "jazz de Montréal": where it happens is not what it is about (German capitalises every noun).
  const named = rest.findIndex(
    (t, i) => i > 0 && !pack.nounsCapitalized && pack.connectors.includes(t.key) && /^\p{Lu}/u.test(rest[i + 1]?.text ?? ""),
  );
  if (named > 0) rest = rest.slice(0, named);
  const content = rest[0] && rest[0].key in pack.determiners ? rest.slice(1) : rest;
  return content.length ? joinTokens(content) : null;
}

/** The subject as the questions say it: with the article its own determiner or noun asks for, else as a name. */
function topicPhrase(subject: Subject, pack: LanguagePack): string {
  const bare = joinTokens(subject.words);
  // German would need the case's article and endings: always a name (decision 117).
  if (pack.nounsCapitalized) return pack.quote(bare);
  const said = subject.determiner ? pack.determiners[subject.determiner.key] : undefined;
  const head = subject.words[0]?.key ?? "";
  // The noun may follow an adjective ("nouvel outil", "nueva app"): the first known noun before a connector.
  const connector = subject.words.findIndex((t, i) => i > 0 && pack.connectors.includes(t.key));
  const nouns = subject.words.slice(0, connector < 0 ? undefined : connector).map((t) => t.key);
  const noun = nouns.map((key) => pack.nouns[key] ?? pack.nouns[key.replace(/e?s$/, "")]).find(Boolean);
  // "notre", "nos": a possessive that does not agree needs no gender.
  const ownNeedsNoGender = said?.own && pack.article("m", !!said.plural, true) === pack.article("f", !!said.plural, true);
  const known: Gender | undefined = said?.gender ?? noun ?? (ownNeedsNoGender ? "m" : undefined);
  const guessed = known ? null : pack.guessGender(head);
  const gender = known ?? guessed?.gender;
  if (!gender) return pack.quote(bare);
  // An article the creator wrote tells the number ("el NPS"); otherwise the noun's ending does.
  const plural = said?.gender ? !!said.plural : (said?.plural ?? guessed?.plural ?? /s$/.test(head));
  return `${pack.article(gender, plural, said?.own ?? false)}${bare}`;
}

/** German endings a noun takes by case and number: "Kurs", "Kurses", "Kurse", "Kursen". */
const GERMAN_ENDINGS = ["", "s", "es", "e", "en", "n"];

/** Whether a word is the term; in German also inflected or as the last part of a compound ("Fotografiekurs"). */
function isTerm(word: string, key: string, pack: LanguagePack): boolean {
  if (word === key) return true;
  return !!pack.nounsCapitalized && key.length >= 4 && GERMAN_ENDINGS.some((ending) => word.endsWith(key + ending));
}

function hasTerm(keys: readonly string[], text: string, term: string, pack: LanguagePack): boolean {
  const key = words(term).join(" ");
  if (text.includes(` ${key} `)) return true;
  return !key.includes(" ") && keys.some((word) => isTerm(word, key, pack));
}

function pickDomain(keys: readonly string[], pack: LanguagePack): LocalizedDomain {
  const text = ` ${keys.join(" ")} `;
  let best = { domain: pack.generic, score: MIN_DOMAIN_SCORE - 1 };
  for (const domain of pack.domains) {
    const score = Object.entries(domain.keywords).reduce(
      (sum, [term, weight]) => sum + (hasTerm(keys, text, term, pack) ? weight : 0),
      0,
    );
    if (score > best.score) best = { domain, score };
  }
  return best.domain;
}

function mentions(keys: readonly string[], terms: readonly string[]): boolean {
  const text = ` ${keys.join(" ")} `;
  return terms.some((term) => text.includes(` ${words(term).join(" ")} `));
}

function fill(value: unknown, forms: Record<string, string>, pack: LanguagePack): unknown {
  if (typeof value === "string") {
    // A function replacement, so "$&" typed in an idea stays literal text.
    return pack.contract(value.replace(/\{(\w+)\}/g, (match, key: string) => forms[key] ?? match));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, forms, pack));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, forms, pack)]));
  }
  return value;
}

function isNps(question: GeneratedQuestionDraft): boolean {
  return question.type === "scale" && question.scaleSettings?.min === 0 && question.scaleSettings.max === 10;
}

function aspectOf(keys: readonly string[], pack: LanguagePack): Aspect | undefined {
  return pack.aspects.find((aspect) => mentions(keys, aspect.terms));
}

/**
 * The local engine for an idea in Spanish, French, German or Portuguese: the same steps as the
 * English one (domain from the idea's words, subject woven into the domain's questions, NPS and
 * e-mail when asked for), every word from the language's own tables (docs/product/ai.md#survey-generation).
 */
export function generateLocalizedSurvey(idea: string, pack: LanguagePack): GeneratedSurveyDraft {
  const keys = words(idea);
  const domain = pickDomain(keys, pack);
  const clause = (
    idea
      .trim()
      .split(/[.!?;:\n()[\]¿¡]/)
      .find((part) => part.trim()) ?? ""
  ).trim();
  const subject = workplaceSubject(findSubject(tokenize(clause), pack, domain), domain, pack);
  const topic = subject ? topicPhrase(subject, pack) : domain.defaultTopic;
  const focus = subject ? findFocus(subject, pack, domain) : null;
  const aspect = aspectOf(keys, pack);

  const questions = [...domain.questions];
  // Slots the idea's own wishes may take over, least important first; the opening and closing questions stay.
  const replaceable = [3, 2, 1];
  const take = (slot: number) => {
    replaceable.splice(replaceable.indexOf(slot), 1);
    return slot;
  };
  if (focus && domain.focus) questions[take(FOCUS_SLOT)] = domain.focus;
  if (aspect) questions[take(replaceable.includes(FOCUS_SLOT) ? FOCUS_SLOT : 1)] = aspect.question;
  if (mentions(keys, pack.npsTerms) && !questions.some(isNps)) {
    questions[take(replaceable[0] ?? FOCUS_SLOT)] = npsIn(pack.npsLabels)(pack.nps);
  }
  if (mentions(keys, pack.contactTerms)) {
    const dropped = replaceable.find((slot) => !isNps(questions[slot] as GeneratedQuestionDraft)) ?? FOCUS_SLOT;
    questions.splice(dropped, 1);
    questions.push(pack.contactQuestion);
  }
  const capitalized = topic.charAt(0).toUpperCase() + topic.slice(1);
  const forms = { topic, Topic: capitalized, focus: focus ?? "" };
  const filled = questions.map((q) => fill(q, forms, pack) as GeneratedQuestionDraft);

  // "nuestra empresa" names the creator's own place; "un restaurante" is just a restaurant.
  const bare = subject ? joinTokens(subject.words) : "";
  const ownPlace = subject?.determiner && pack.determiners[subject.determiner.key]?.own && topic !== pack.quote(bare);
  const name = ownPlace ? topic : bare;
  const title = name
    ? `${domain.title}${pack.colon ?? ":"} ${name.charAt(0).toUpperCase()}${name.slice(1)}`
    : domain.defaultTitle;
  const estimate = describeRemainingTime(estimateRemainingSeconds(filled, 0));
  const note = pack.timeNote(estimate.kind === "minutes" ? estimate.count : null);
  return {
    title: title.slice(0, 200),
    description: `${fill(domain.description, forms, pack) as string} ${note}`.slice(0, 1000),
    questions: filled,
  };
}
