import { choiceList } from "../surveys/option-ids";
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
 * are option ids, and the server stores checkbox answers in the question's own order. Each label
 * moves with its id; the order is drawn from the id, which for options stored before ids is the
 * label (docs/decisions/245-stable-option-ids.md), so those keep the order they had.
 */
export function withOptionOrder<Q extends Question>(questions: readonly Q[], seed: string): Q[] {
  return questions.map((q) => {
    if (!("shuffleOptions" in q) || !q.shuffleOptions) return q;
    const ids = choiceList(q)?.ids ?? [];
    const order = q.options
      .map((label, i) => ({ label, id: ids[i] as string, rank: hash(seed + q.id + (ids[i] as string)) }))
      .sort((a, b) => a.rank - b.rank);
    return { ...q, options: order.map((o) => o.label), optionIds: order.map((o) => o.id) };
  });
}
