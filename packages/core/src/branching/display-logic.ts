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

/** Each question id's position (the first, should an id repeat). */
function positionsOf(questions: readonly Question[]): Map<string, number> {
  const positions = new Map<string, number>();
  questions.forEach((q, i) => {
    if (!positions.has(q.id)) positions.set(q.id, i);
  });
  return positions;
}

/**
 * The conditions of `questions[index]` that count: those naming an earlier question. Any other
 * (unknown, itself, later) is ignored here and refused at publishing (surveys/publish-problems.ts),
 * so the first question is always shown and a decision is known when the question is reached.
 */
export function usableConditions(
  questions: readonly Question[],
  index: number,
  positions: ReadonlyMap<string, number> = positionsOf(questions),
): DisplayCondition[] {
  const logic = questions[index]?.displayLogic;
  if (!logic) return [];
  return logic.conditions.filter((condition) => (positions.get(condition.questionId) ?? Infinity) < index);
}

/**
 * Which questions display logic hides for these answers (docs/product/surveys-and-questions.md#display-logic),
 * deciding in survey order: the answer to a hidden question counts as not given, so a question
 * that depends on a hidden one is decided as if it had no answer. The one function the
 * respondent page and the server both use, so both reach the same verdict.
 */
export function applyDisplayLogic<A>(questions: readonly Question[], answers: Readonly<Record<string, A>>): DisplayLogicView<A> {
  const hidden = new Set<string>();
  const positions = positionsOf(questions);
  questions.forEach((question, index) => {
    const logic = question.displayLogic;
    const conditions = usableConditions(questions, index, positions);
    if (!logic || conditions.length === 0) return;
    const holds = (c: DisplayCondition) => matchesCondition(c, hidden.has(c.questionId) ? undefined : answers[c.questionId]);
    const shown = logic.match === "all" ? conditions.every(holds) : conditions.some(holds);
    if (!shown) hidden.add(question.id);
  });
  // Own properties only, so no question id can reach Object.prototype.
  const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => !hidden.has(id)));
  return { hidden, answers: kept };
}

/** The positions of the questions display logic shows for these answers, in order: what progress counts. */
export function shownQuestionIndices(questions: readonly Question[], answers: Readonly<Record<string, unknown>>): number[] {
  const { hidden } = applyDisplayLogic(questions, answers);
  return questions.flatMap((question, index) => (hidden.has(question.id) ? [] : [index]));
}
