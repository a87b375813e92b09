import type { Question } from "./question-schema";
import { findUnknownRecalls, type RecallMessage, type RecallTexts } from "./recall-tokens";

/** Why a survey cannot be published yet (docs/product/surveys-and-questions.md#publish-checks). */
export const PUBLISH_PROBLEM_CODES = [
  "no_questions",
  "empty_title",
  "blank_option",
  "duplicate_option",
  "rule_target_missing",
  "display_condition_not_earlier",
  "recall_unknown",
] as const;
export type PublishProblemCode = (typeof PUBLISH_PROBLEM_CODES)[number];

/** The English text of each problem, for API callers; the web app shows its translation. */
export const PUBLISH_PROBLEM_MESSAGES: Record<PublishProblemCode, string> = {
  no_questions: "Add at least one question before publishing.",
  empty_title: "This question needs a title.",
  blank_option: "Fill in or remove the blank choices.",
  duplicate_option: "Each choice must be different.",
  rule_target_missing: "A branching rule points to a question that does not exist.",
  display_condition_not_earlier: "A display rule must depend on a question that comes before this one.",
  recall_unknown: "A {{…}} recall names no question or hidden field of this survey.",
};

/** One problem, at the question or the message it concerns (neither for a survey without questions). */
export interface PublishProblem {
  code: PublishProblemCode;
  questionId?: string;
  field?: RecallMessage;
}

/** The answer choices a respondent picks among: options, ranking items, matrix rows and columns. */
function choiceLists(question: Question): string[][] {
  switch (question.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return [question.options];
    case "ranking":
      return [question.rankingItems];
    case "matrix":
      return [question.matrixRows, question.matrixColumns];
    default:
      return [];
  }
}

function hasDuplicate(list: readonly string[]): boolean {
  const seen = new Set(list.map((item) => item.trim().toLowerCase()));
  return seen.size < list.length;
}

/** Whether a go-to or skip rule names a question that is not another question of the survey. */
function pointsNowhere(question: Question, ids: ReadonlySet<string>): boolean {
  return question.branchingRules.some((rule) => {
    const source = rule.condition.sourceQuestionId;
    if (source && !ids.has(source)) return true;
    if (rule.action.type === "end_survey") return false;
    const target = rule.action.targetQuestionId;
    return !target || target === question.id || !ids.has(target);
  });
}

/** Whether a display condition names a question that is not an earlier one (unknown, itself or later). */
function displaysOnNotEarlier(question: Question, index: number, positions: ReadonlyMap<string, number>): boolean {
  return (question.displayLogic?.conditions ?? []).some((c) => !((positions.get(c.questionId) ?? Infinity) < index));
}

/**
 * What stops a survey being published: no questions, a question without a title, a blank or
 * repeated choice, a branching rule whose question does not exist, a display condition on a
 * question that does not come before its own, a recall token that names neither a question nor
 * a hidden field (recall-tokens.ts). Drafts are saved whatever this says; only publishing is
 * refused.
 */
export function listPublishProblems(
  questions: readonly Question[],
  survey: Pick<RecallTexts, "settings" | "hiddenFields">,
): PublishProblem[] {
  if (!questions.length) return [{ code: "no_questions" }];
  const ids = new Set(questions.map((q) => q.id));
  const positions = new Map(questions.map((q, i) => [q.id, i] as const).reverse());
  const problems: PublishProblem[] = [];
  const recalls = findUnknownRecalls({ ...survey, questions });
  for (const [index, question] of questions.entries()) {
    const at = (code: PublishProblemCode) => problems.push({ code, questionId: question.id });
    if (!question.title.trim()) at("empty_title");
    const lists = choiceLists(question);
    if (lists.some((list) => list.some((item) => !item.trim()))) at("blank_option");
    else if (lists.some(hasDuplicate)) at("duplicate_option");
    if (pointsNowhere(question, ids)) at("rule_target_missing");
    if (displaysOnNotEarlier(question, index, positions)) at("display_condition_not_earlier");
    if (recalls.some((recall) => recall.questionId === question.id)) at("recall_unknown");
  }
  for (const field of new Set(recalls.flatMap((recall) => (recall.field ? [recall.field] : [])))) {
    problems.push({ code: "recall_unknown", field });
  }
  return problems;
}

/** The problems as API error fields: question id (or the message's field, or "questions") → messages. */
export function toPublishProblemFields(problems: readonly PublishProblem[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { code, questionId, field } of problems) {
    (fields[questionId ?? (field ? `settings.${field}` : "questions")] ??= []).push(PUBLISH_PROBLEM_MESSAGES[code]);
  }
  return fields;
}
