import { MAX_QUOTE_CHARS, poolQuotes } from "@sondar/core/ai/analysis-result";
import { percentOf } from "@sondar/core/responses/survey-summary";
import type { Language } from "@sondar/core/i18n/languages";
import { cutText } from "@sondar/core/text/cut-text";
import { FEEDBACK_CUES, foldForCues, words } from "./feedback-cues";
import type { AnswerTone } from "./feedback-tone";
import { pickThemeConcepts } from "./pick-theme-concepts";
import type { ThemeConcept } from "./theme-concepts";

/** A group of answers is a theme once this many answers are in it. */
export const MIN_THEME_MENTIONS = 2;
/** A thing names a concept's theme ("late delivery") when this share of its answers mention it. */
const THING_SHARE = 0.25;

/** A quote and which answer (by position) it is, so it can name its response. */
export interface QuotedAnswer {
  text: string;
  answerIndex: number;
}

export interface Theme {
  /** The short phrase the theme is named by. */
  term: string;
  /** Answers in it. */
  mentions: number;
  /** Percent of the answers read. */
  share: number;
  /** The tone most of its answers have; null when the tone of their language is not read. */
  tone: AnswerTone | null;
  /** Verbatim answers as evidence, cut to the length a quote may have, each with its answer's position. */
  quotes: QuotedAnswer[];
  /** Which answers (by position) are in it, to count and cite them. */
  answerIndexes: number[];
}

/** Answers grouped under a name, before they are counted and quoted. */
export type AnswerGroups = Map<string, number[]>;

function addTo(groups: AnswerGroups, name: string, indexes: readonly number[]) {
  const members = new Set([...(groups.get(name) ?? []), ...indexes]);
  groups.set(
    name,
    [...members].sort((a, b) => a - b),
  );
}

const nounPatterns = new Map<ThemeConcept, { pattern: RegExp; thing: string }[]>();
function thingsOf(concept: ThemeConcept) {
  let patterns = nounPatterns.get(concept);
  if (!patterns) {
    patterns = Object.entries(concept.nouns).map(([form, thing]) => ({ pattern: words(`${form}(?:s|es)?`), thing }));
    nounPatterns.set(concept, patterns);
  }
  return patterns;
}

/** The thing most of a concept's answers talk about, if enough of them do. */
function commonThing(concept: ThemeConcept, folded: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of folded) {
    const things = new Set(thingsOf(concept).flatMap(({ pattern, thing }) => (text.match(pattern) ? [thing] : [])));
    for (const thing of things) counts.set(thing, (counts.get(thing) ?? 0) + 1);
  }
  const [best] = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best && best[1] >= THING_SHARE * folded.length ? best[0] : null;
}

/**
 * Answers grouped by the complaint and praise concepts of their language they express; a concept
 * after one of the language's negators ("never late", "nunca tarde", "nie zu spät") is not
 * expressed. Concepts that end up with one name merge.
 */
export function groupByConcepts(answers: readonly string[], language: Language): AnswerGroups {
  const folded = answers.map(foldForCues);
  const { negator } = FEEDBACK_CUES[language];
  const groups: AnswerGroups = new Map();
  for (const concept of pickThemeConcepts(language)) {
    const members = folded.flatMap((text, i) =>
      [...text.matchAll(concept.cue)].some((m) => !negator.test(text.slice(Math.max(0, m.index - 30), m.index))) ? [i] : [],
    );
    if (members.length < MIN_THEME_MENTIONS) continue;
    addTo(
      groups,
      concept.name(
        commonThing(
          concept,
          members.map((i) => folded[i] ?? ""),
        ),
      ),
      members,
    );
  }
  return groups;
}

/** Answers grouped by the terms they mention (nouns, compounds or stems). */
export function groupByTerms(termLists: readonly (readonly string[])[], indexes: readonly number[]): AnswerGroups {
  const groups: AnswerGroups = new Map();
  for (const i of indexes) for (const term of termLists[i] ?? []) addTo(groups, term, [i]);
  return groups;
}

/**
 * The largest groups, most answers first. On a tie a longer name wins ("customer service" over
 * "service"). Among terms, one that shares a word with a term already picked is skipped, so one
 * topic is named once; concept names ("cold food", "tasty food") are distinct by construction.
 */
export function pickGroups(groups: AnswerGroups, max: number, namesAre: "terms" | "concepts" = "terms"): [string, number[]][] {
  const ranked = [...groups]
    .filter(([, members]) => members.length >= MIN_THEME_MENTIONS)
    .sort(([a, x], [b, y]) => y.length - x.length || b.split(" ").length - a.split(" ").length || a.localeCompare(b));
  const picked: [string, number[]][] = [];
  for (const [name, members] of ranked) {
    if (picked.length === max) break;
    const nameWords = name.split(" ");
    const overlaps = namesAre === "terms" && picked.some(([p]) => p.split(" ").some((w) => nameWords.includes(w)));
    if (!overlaps) picked.push([name, members]);
  }
  return picked;
}

function majorityTone(tones: readonly AnswerTone[]): AnswerTone {
  const counts = { negative: 0, positive: 0, neutral: 0 };
  for (const tone of tones) counts[tone] += 1;
  // On a tie the complaint wins: it is what a creator must not miss.
  return counts.negative >= counts.positive && counts.negative >= counts.neutral
    ? "negative"
    : counts.positive >= counts.neutral
      ? "positive"
      : "neutral";
}

/** A quote as long as a quote may be, cut with an ellipsis. */
export const cutQuote = (text: string) => cutText(text, MAX_QUOTE_CHARS);

/** A group counted, toned and quoted: its first distinct answers of its tone, verbatim. */
export function toTheme(
  [name, members]: [string, number[]],
  answers: readonly string[],
  tones: readonly AnswerTone[] | null,
): Theme {
  const tone = tones ? majorityTone(members.map((i) => tones[i] ?? "neutral")) : null;
  const ofTone = tones ? members.filter((i) => tones[i] === tone) : members;
  const quotes = poolQuotes([
    [...ofTone, ...members].map((i) => ({ text: cutQuote((answers[i] ?? "").trim()), answerIndex: i })),
  ]);
  return {
    term: name,
    mentions: members.length,
    share: percentOf(members.length, answers.length),
    tone,
    quotes,
    answerIndexes: members,
  };
}
