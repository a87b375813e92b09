import type { DisplayCondition } from "../surveys/display-logic";
import type { Question } from "../surveys/question-schema";
import { matchesCondition } from "./match-condition";

/** The survey as display logic leaves it for one respondent's answers. */
export interface DisplayLogicView<A = unknown> {
  /** Ids of the questions display logic hides: never shown, never required, never stored. */
  hidden: ReadonlySet<string>;
  /** The answers without those to hidden questions: what every other rule decides on. */
  answers: Record<string, A>;
}

/**
 * Which questions display logic hides for these answers (docs/product/surveys-and-questions.md#display-logic),
 * deciding in survey order. Only conditions on an earlier question count: any other (unknown,
 * itself, later) is ignored here and refused at publishing (surveys/publish-problems.ts), so the
 * first question is always shown and the decision is known when a question is reached. The
 * answer to a hidden question counts as not given, for the questions after it as for branching.
 * The one function the respondent page and the server both use, so both reach the same verdict.
 */
export function applyDisplayLogic<A>(questions: readonly Question[], answers: Readonly<Record<string, A>>): DisplayLogicView<A> {
  const hidden = new Set<string>();
  // Most surveys have no display logic: nothing to decide (the server checks every submit).
  if (!questions.some((question) => question.displayLogic?.conditions.length))
    return { hidden, answers: Object.fromEntries(Object.entries(answers)) };
  // The ids seen so far: the questions before the one being decided.
  const earlier = new Map<string, Question>();
  for (const question of questions) {
    const { id, displayLogic } = question;
    const conditions = displayLogic?.conditions.filter((c) => earlier.has(c.questionId)) ?? [];
    const holds = (c: DisplayCondition) =>
      matchesCondition(c, hidden.has(c.questionId) ? undefined : answers[c.questionId], earlier.get(c.questionId));
    if (conditions.length > 0 && !(displayLogic?.match === "any" ? conditions.some(holds) : conditions.every(holds)))
      hidden.add(id);
    earlier.set(id, question);
  }
  // Own properties only, so no question id can reach Object.prototype.
  return { hidden, answers: Object.fromEntries(Object.entries(answers).filter(([id]) => !hidden.has(id))) };
}
