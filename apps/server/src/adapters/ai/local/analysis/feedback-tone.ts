import type { Language } from "@sondar/core/i18n/languages";
import { FEEDBACK_CUES, foldForCues, type FeedbackCues } from "./feedback-cues";

export type AnswerTone = "positive" | "negative" | "neutral";

/**
 * The languages whose tone the engine reports. The cues of the others are measured by
 * `npm run bench:analysis` but not yet trusted on real answers: for them the analysis says the
 * tone was not read rather than guess (docs/decisions/120-feedback-tone.md).
 */
export const TONE_LANGUAGES: ReadonlySet<Language> = new Set(["en"]);

/** At or beyond these lexicon scores (wink-nlp, English) an answer reads positive or negative. */
const POSITIVE_AT = 0.25;
const NEGATIVE_AT = -0.25;

interface CueCounts {
  against: number;
  for: number;
}

/** Cue matches in a text; a cue right after a negator counts the other way ("not late", "not good"). */
function countCues(folded: string, cues: FeedbackCues): CueCounts {
  const counts: CueCounts = { against: 0, for: 0 };
  const scan = (pattern: RegExp, side: keyof CueCounts) => {
    for (const match of folded.matchAll(pattern)) {
      const negated = cues.negator.test(folded.slice(Math.max(0, match.index - 30), match.index));
      const counted: keyof CueCounts = negated ? (side === "for" ? "against" : "for") : side;
      counts[counted] += 1;
    }
  };
  scan(cues.complaint, "against");
  scan(cues.praise, "for");
  // A request is never turned around: "please don't remove it" still asks for something.
  counts.against += [...folded.matchAll(cues.request)].length;
  return counts;
}

/**
 * The tone of one feedback answer. A complaint or a request makes it negative even beside praise
 * ("great food, but it came cold"): for a creator it is something to fix. `lexiconScore` is an
 * English lexicon's score (−1…1) that adds the sentiment words the cues do not list.
 */
export function readFeedbackTone(text: string, language: Language, lexiconScore = 0): AnswerTone {
  const counts = countCues(foldForCues(text), FEEDBACK_CUES[language]);
  if (lexiconScore <= NEGATIVE_AT) counts.against += 1;
  if (lexiconScore >= POSITIVE_AT) counts.for += 1;
  if (counts.against > 0) return "negative";
  return counts.for > 0 ? "positive" : "neutral";
}
