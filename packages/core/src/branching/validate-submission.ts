import { applyDisplayLogic } from "./display-logic";
import { getVisitedPath } from "./next-step";
import type { Question } from "../surveys/question-schema";
import { parseAnswers, type Answer } from "../answers/answer-schema";
import { commitAnswer } from "../answers/commit-answer";
import { isEmptyAnswer } from "../answers/is-empty-answer";
import { validateAnswer } from "../answers/validate-answer";
import { answerIds, choiceList } from "../surveys/option-ids";

export type SubmissionResult = { ok: true; answers: Record<string, Answer> } | { ok: false; errors: Record<string, string> };

/** Key of `errors` for a problem with the answers as a whole rather than with one question. */
export const FORM_ERROR_KEY = "_";

/** Each question list's index by id, made once per list (a server checks many submits against one). */
const indexes = new WeakMap<readonly Question[], ReadonlyMap<string, Question>>();

function questionsById(questions: readonly Question[]): ReadonlyMap<string, Question> {
  let byId = indexes.get(questions);
  if (!byId) {
    byId = new Map(questions.map((q) => [q.id, q]));
    indexes.set(questions, byId);
  }
  return byId;
}

/**
 * Checks a respondent's answers to a survey and returns the ones to store, as commitAnswer shapes
 * them. Answers to unknown questions, empty answers and answers to questions display logic hides
 * for these answers are dropped, a wrong one included (docs/product/respondent.md#answer-rules).
 * With `complete`, every required question on the respondent's path must be answered (a hidden
 * one is never on it); a partial save needs none.
 */
export function validateSubmission(
  questions: readonly Question[],
  rawAnswers: unknown,
  options: { complete: boolean },
): SubmissionResult {
  const parsed = parseAnswers(rawAnswers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
    return { ok: false, errors: { [FORM_ERROR_KEY]: `Invalid answers: ${where}${issue?.message ?? "unreadable"}` } };
  }

  const byId = questionsById(questions);
  const kept = new Map<string, Answer>();
  const errors = new Map<string, string>();
  for (const [id, given] of Object.entries(parsed.data)) {
    const question = byId.get(id);
    if (!question || isEmptyAnswer(given)) continue;
    // Stored against stable ids; a choice named by its label (an older page, an API caller) is
    // mapped to its id (docs/decisions/245-stable-option-ids.md).
    const answer = answerIds(question, given);
    const problem = validateAnswer(question, answer);
    if (problem) errors.set(id, problem.message);
    // Stored as the respondent page commits it, whoever sent it (a URL gains its https://), and
    // checkbox picks in the question's order, whatever order the page showed the options in.
    else if (question.type === "checkbox" && Array.isArray(answer))
      kept.set(
        id,
        (choiceList(question)?.ids ?? []).filter((o) => answer.includes(o)),
      );
    else kept.set(id, commitAnswer(question, answer) ?? answer);
  }

  // Decided on the answers that passed, as the respondent page decides on the ones it accepted.
  // fromEntries defines own properties, so no question id can reach Object.prototype; the one
  // object serves display logic, the path and the result alike.
  const answers: Record<string, Answer> = Object.fromEntries(kept);
  for (const id of applyDisplayLogic(questions, answers).hidden) {
    kept.delete(id);
    delete answers[id];
    errors.delete(id);
  }

  if (options.complete) {
    for (const index of getVisitedPath(questions, answers)) {
      const question = questions[index];
      if (!question || kept.has(question.id) || errors.has(question.id)) continue;
      // validateAnswer knows which questions can be required at all (never statements).
      const problem = validateAnswer(question, undefined);
      if (problem) errors.set(question.id, problem.message);
    }
  }

  return errors.size > 0 ? { ok: false, errors: Object.fromEntries(errors) } : { ok: true, answers };
}
