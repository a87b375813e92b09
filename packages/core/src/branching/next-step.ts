import type { Question } from "../surveys/question-schema";
import type { BranchingRule } from "../surveys/branching-rule";
import { applyDisplayLogic, type DisplayLogicView } from "./display-logic";
import { matchesCondition } from "./match-condition";

export { matchesCondition };

export type NextStep = { kind: "question"; index: number } | { kind: "end" };

const rulesOf = (question: Question | undefined): readonly BranchingRule[] => question?.branchingRules ?? [];

/**
 * Whether a skip_question rule on an earlier question hides `questions[index]`. The deciding
 * answer must come from before the skipped question too, so the decision is known on arrival.
 */
function isSkipped(questions: readonly Question[], index: number, answers: Record<string, unknown>): boolean {
  const target = questions[index];
  if (!target) return false;
  for (let holder = 0; holder < index; holder++) {
    const owner = questions[holder];
    if (!owner) continue;
    for (const rule of rulesOf(owner)) {
      if (rule.action.type !== "skip_question" || rule.action.targetQuestionId !== target.id) continue;
      const sourceId = rule.condition.sourceQuestionId || owner.id;
      const sourceIndex = questions.findIndex((q) => q.id === sourceId);
      if (sourceIndex < 0 || sourceIndex >= index) continue;
      if (matchesCondition(rule.condition, answers[sourceId], questions[sourceIndex])) return true;
    }
  }
  return false;
}

/** The first question from `index` on that neither display logic nor a skip rule hides, or the end. */
function landOn(questions: readonly Question[], index: number, view: DisplayLogicView): NextStep {
  for (let i = Math.max(0, index); i < questions.length; i++) {
    const question = questions[i];
    if (question && !view.hidden.has(question.id) && !isSkipped(questions, i, view.answers))
      return { kind: "question", index: i };
  }
  return { kind: "end" };
}

function nextStep(questions: readonly Question[], fromIndex: number, view: DisplayLogicView): NextStep {
  const current = questions[fromIndex];
  if (current) {
    const answer = view.answers[current.id];
    for (const rule of rulesOf(current)) {
      if (rule.action.type === "skip_question" || !matchesCondition(rule.condition, answer, current)) continue;
      if (rule.action.type === "end_survey") return { kind: "end" };
      const targetId = rule.action.targetQuestionId;
      const target = targetId ? questions.findIndex((q) => q.id === targetId) : -1;
      // A backward or unknown target is ignored: it could make a loop, and the next rule may still apply.
      if (target > fromIndex) return landOn(questions, target, view);
    }
  }
  return landOn(questions, Math.max(fromIndex + 1, 0), view);
}

/**
 * Where the respondent goes after answering `questions[fromIndex]`
 * (docs/product/surveys-and-questions.md#branching): its goto and end_survey rules in order, first
 * match wins; otherwise the next question not skipped. A question display logic hides is passed
 * over wherever the way leads, and its answer counts as not given. Always moves forward, so no
 * survey can loop.
 */
export function getNextStep(questions: readonly Question[], fromIndex: number, answers: Record<string, unknown>): NextStep {
  return nextStep(questions, fromIndex, applyDisplayLogic(questions, answers));
}

/** The indices a respondent with these answers sees, in order, following getNextStep from the first question. */
export function getVisitedPath(questions: readonly Question[], answers: Record<string, unknown>): number[] {
  // Without display logic or branching rules, every question is on the path, in order.
  if (!questions.some((question) => question.displayLogic?.conditions.length || question.branchingRules?.length))
    return questions.map((_, index) => index);
  const view = applyDisplayLogic(questions, answers);
  const path: number[] = [];
  let step = landOn(questions, 0, view);
  // nextStep only moves forward, so this bound never cuts a real path; it keeps a future bug from hanging a server.
  while (step.kind === "question" && path.length < questions.length) {
    path.push(step.index);
    step = nextStep(questions, step.index, view);
  }
  return path;
}

/** Where Previous goes from `currentIndex`: the question visited before it, or null at the start. */
export function getPreviousIndex(path: number[], currentIndex: number): number | null {
  const at = path.indexOf(currentIndex);
  if (at > 0) return path[at - 1] ?? null;
  if (at === 0) return null;
  // Off the path (answers changed since): go back to the nearest visited question before it.
  const earlier = path.filter((index) => index < currentIndex);
  return earlier.length > 0 ? Math.max(...earlier) : null;
}
