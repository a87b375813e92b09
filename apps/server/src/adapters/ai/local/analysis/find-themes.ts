import type { Language } from "@sondar/core/i18n/languages";
import type { AnswerPhrases, PhraseReader } from "./read-phrases";

/** A group of answers found in the answers themselves, named in their words. */
export interface FoundGroup {
  label: string;
  /** Answers in it (by position), ascending. */
  members: number[];
}

/**
 * A theme needs this share of the answers (and at least two): a word one answer uses, however
 * striking ("maze"), is never a theme (docs/decisions/210-themes-from-the-answers.md).
 */
const MIN_SHARE = 0.04;
export const MIN_THEME_MENTIONS = 2;
/** A word "lives elsewhere" when at least this share of its answers lie outside the word being weighed. */
const ELSEWHERE = 0.5;
/** How much more a quality weighs than a thing with as many answers. */
const QUALITY_WEIGHT = 1.2;
/** A phrase names its group when this share of the group's answers use it. */
const PHRASE_SHARE = 0.3;
/** A thing joins a quality's name ("late" + "delivery") when this share of the group mention it. */
const THING_SHARE = 0.2;

export function minThemeSize(answers: number): number {
  return Math.max(MIN_THEME_MENTIONS, Math.ceil(MIN_SHARE * answers));
}

function membersByKey(read: readonly AnswerPhrases[], pick: (a: AnswerPhrases) => readonly string[]) {
  const members = new Map<string, number[]>();
  read.forEach((answer, i) => {
    for (const key of pick(answer)) {
      const list = members.get(key);
      if (list) list.push(i);
      else members.set(key, [i]);
    }
  });
  return members;
}

/**
 * Groups answers by the words they share, then names each group by its most representative
 * phrase. Words are weighed by how many answers not yet grouped use them, less those answers that
 * also use a frequent word living mostly elsewhere: "habitación" in answers about dirt, noise and
 * wifi is the place each complaint is about, not a theme, while "sucia" is the complaint. A word
 * becomes a theme only with enough answers of its own.
 */
export function findThemes(read: readonly AnswerPhrases[], reader: PhraseReader, max: number, language: Language): FoundGroup[] {
  const min = minThemeSize(read.length);
  const byTerm = membersByKey(read, (a) => a.terms);
  const frequent = new Map([...byTerm].filter(([, members]) => members.length >= min));
  const frequentSets = new Map([...frequent].map(([key, members]) => [key, new Set(members)]));
  // How many of u's answers also use t, for frequent words.
  const together = new Map<string, number>();
  for (const answer of read) {
    const keys = answer.terms.filter((key) => frequent.has(key));
    for (const t of keys)
      for (const u of keys) if (t !== u) together.set(`${t}\u0000${u}`, (together.get(`${t}\u0000${u}`) ?? 0) + 1);
  }
  // u lives elsewhere when most of its answers, and a theme's worth of them, lie outside t.
  const livesElsewhere = (u: string, t: string) => {
    const size = frequent.get(u)?.length ?? 0;
    const outside = size - (together.get(`${t}\u0000${u}`) ?? 0);
    return outside >= ELSEWHERE * size && outside >= min;
  };

  const groupOf = new Int32Array(read.length).fill(-1);
  const groups: { seed: string; members: number[] }[] = [];
  const used = new Set<string>();
  while (groups.length < max) {
    let best: { key: string; score: number; members: number[] } | null = null;
    for (const [key, members] of frequent) {
      if (used.has(key)) continue;
      const free = members.filter((i) => groupOf[i] === -1);
      if (free.length < min) continue;
      // A quality ("late", "sucia") is what is said; only a thing can be the place complaints sit in.
      const explained =
        reader.role(key) === "quality"
          ? 0
          : free.filter((i) =>
              (read[i]?.terms ?? []).some(
                (u) => u !== key && frequentSets.has(u) && reader.role(u) === "thing" && livesElsewhere(u, key),
              ),
            ).length;
      if (free.length - explained < min) continue;
      // Refused before it claims answers, so they stay free for the next word and count as covered there.
      if (reader.role(key) === "action" && !hasPhrase(key, free, read)) continue;
      // What is said of a thing ("late", "sucia") names a theme sooner than the thing it is said of (decision 210).
      const score = (free.length - explained) * (reader.role(key) === "quality" ? QUALITY_WEIGHT : 1);
      if (!best || score > best.score || (score === best.score && key < best.key)) best = { key, score, members: free };
    }
    if (!best) break;
    used.add(best.key);
    for (const i of best.members) groupOf[i] = groups.length;
    // Each answer is in one theme at most, so coverage and "Other" add up (decision 211).
    groups.push({ seed: best.key, members: best.members });
  }
  return groups
    .map((group) => ({ label: nameGroup(group.seed, group.members, read, reader, language), members: group.members }))
    .sort((a, b) => b.members.length - a.members.length || a.label.localeCompare(b.label));
}

/**
 * An action alone ("attended", "viajamos", "gehe") names nothing a reader can place: such a group
 * is a theme only when its answers share a phrase with it ("add integration").
 */
function hasPhrase(seed: string, members: readonly number[], read: readonly AnswerPhrases[]): boolean {
  const counts = new Map<string, number>();
  for (const i of members)
    for (const phrase of read[i]?.phrases ?? [])
      if (phrase.split(" ").includes(seed)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  return [...counts.values()].some((count) => count >= PHRASE_SHARE * members.length);
}

/** The phrase most of a group's answers use with its word, else the word with the thing they most talk about, else the word. */
function nameGroup(
  seed: string,
  members: readonly number[],
  read: readonly AnswerPhrases[],
  reader: PhraseReader,
  language: Language,
): string {
  const phraseCounts = new Map<string, number>();
  const thingCounts = new Map<string, number>();
  const written = new Map<string, Map<string, number>>();
  const note = (key: string, surface: string | undefined) => {
    if (surface === undefined) return;
    const forms = written.get(key) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    written.set(key, forms);
  };
  for (const i of members) {
    const answer = read[i];
    if (!answer) continue;
    for (const phrase of answer.phrases) {
      if (!phrase.split(" ").includes(seed)) continue;
      phraseCounts.set(phrase, (phraseCounts.get(phrase) ?? 0) + 1);
      note(phrase, answer.written.get(phrase));
    }
    for (const term of answer.terms) {
      note(term, answer.written.get(term));
      if (term !== seed && reader.role(term) === "thing") thingCounts.set(term, (thingCounts.get(term) ?? 0) + 1);
    }
  }
  const top = <T extends string>(counts: Map<T, number> | undefined) =>
    [...(counts ?? [])].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0];
  // As this group's answers write it: "entrega" here, even where "entregador" is commoner elsewhere.
  const asWritten = (key: string) => top(written.get(key))?.[0] ?? reader.surface(key);
  const phrase = top(phraseCounts);
  if (phrase && phrase[1] >= Math.max(MIN_THEME_MENTIONS, PHRASE_SHARE * members.length))
    return inCase(asWritten(phrase[0]), language);
  // A quality is named with its thing, as a reader says it: "late delivery"; "comida fría", "Lieferung verspätet".
  const thing = top(thingCounts);
  if (reader.role(seed) === "quality" && thing && thing[1] >= THING_SHARE * members.length) {
    const [quality, noun] = [asWritten(seed), asWritten(thing[0])];
    return inCase(language === "en" ? `${quality} ${noun}` : `${noun} ${quality}`, language);
  }
  return inCase(asWritten(seed), language);
}

/** A label in lowercase, as a phrase inside a sentence; German keeps its nouns' capitals. */
function inCase(label: string, language: Language): string {
  if (language !== "de") return label.toLowerCase();
  return label
    .split(" ")
    .map((word, i, words) => (i === 0 && words.length > 1 && /^\p{Lu}/u.test(words[1] ?? "") ? word.toLowerCase() : word))
    .join(" ");
}
