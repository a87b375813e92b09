import type { Question } from "../surveys/question-schema";

/** A well-spread 32-bit number for the text (FNV-1a, then murmur3's final mix), the same in every browser. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The questions as one respondent sees them (docs/product/respondent.md#flow): a question with
 * `shuffleOptions` has its options in an order drawn from `seed` (the session id) and its own id,
 * so the order is the respondent's own, the same on every reload, and another question's order is
 * drawn apart. The free-text "Other" is no option and stays last. Only the order changes: answers
 * are the option texts, and the server stores checkbox answers in the question's own order.
 */
export function withOptionOrder<Q extends Question>(questions: readonly Q[], seed: string): Q[] {
  return questions.map((q) =>
    "shuffleOptions" in q && q.shuffleOptions
      ? {
          ...q,
          options: q.options
            .map((o) => [hash(seed + q.id + o), o] as const)
            .sort((a, b) => a[0] - b[0])
            .map((p) => p[1]),
        }
      : q,
  );
}
