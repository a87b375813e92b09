import type { Answer } from "../answers/answer-schema";
import { commitAnswer } from "../answers/commit-answer";
import { isEmptyAnswer } from "../answers/is-empty-answer";
import { OTHER_PREFIX } from "../answers/other-prefix";
import { validateAnswer } from "../answers/validate-answer";
import { answerIds, choiceList } from "../surveys/option-ids";
import type { Question } from "../surveys/question-schema";

/** A prefill longer than this is ignored: an address holds a few thousand characters at most. */
export const MAX_PREFILL_LENGTH = 2000;

/** The label among `labels` that `text` names, exactly or but for case and outer spaces. */
function matchLabel(text: string, labels: readonly string[]): string {
  if (labels.includes(text)) return text;
  const wanted = text.trim().toLowerCase();
  return labels.find((label) => label.trim().toLowerCase() === wanted) ?? text;
}

/** A comma-separated list, each item matched to `labels` (a label holding a comma cannot be named). */
const matchList = (text: string, labels: readonly string[]) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => matchLabel(item, labels));

/** The answer `text` stands for, in the shape `question` stores; undefined for a type that takes no prefill. */
function toAnswer(question: Question, text: string): Answer | undefined {
  switch (question.type) {
    case "number":
    case "rating":
    case "scale":
      return Number(text);
    case "multiple-choice": {
      // Labels name options here; answerIds below turns them into the ids answers store.
      const option = matchLabel(text, question.options);
      return question.options.includes(option) || !question.allowOther || option.startsWith(OTHER_PREFIX)
        ? option
        : `${OTHER_PREFIX}${text}`;
    }
    case "dropdown":
      return matchLabel(text, question.options);
    case "likert":
      return matchLabel(text, question.likertScale.labels);
    case "yes-no":
      return matchLabel(text, ["Yes", "No"]);
    case "checkbox":
      return matchList(text, question.options);
    case "ranking":
      return matchList(text, question.rankingItems);
    // A statement has nothing to answer; a matrix has no one-line form; a file answer must be a
    // file uploaded to the survey, never an address someone put in a link.
    case "statement":
    case "matrix":
    case "file-upload":
      return undefined;
    default:
      return text;
  }
}

/**
 * The answer a parameter named by the question's id gives it (`?q_1=Yes`,
 * docs/product/respondent.md#prefill), checked by the question's own answer rules: a value they
 * refuse, an empty or over-long one, or a type without a one-line form gives undefined, and the
 * question is asked as if no parameter were there. A prefill never stops a respondent.
 */
export function prefillAnswer(question: Question, raw: string | null | undefined): Answer | undefined {
  if (typeof raw !== "string" || raw.length > MAX_PREFILL_LENGTH) return undefined;
  const text = raw.trim();
  if (!text) return undefined;
  const named = toAnswer(question, text);
  // A link names choices by label or by id; answers store ids (docs/decisions/245-stable-option-ids.md).
  const given = named === undefined || !choiceList(question) ? named : answerIds(question, named);
  const answer = given === undefined ? undefined : commitAnswer(question, given);
  if (answer === undefined || isEmptyAnswer(answer)) return undefined;
  return validateAnswer(question, answer) ? undefined : answer;
}

/** Every question's prefill from the page's query parameters, keyed by question id; questions without one are absent. */
export function readPrefill(questions: readonly Question[], params: Pick<URLSearchParams, "get">): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    const answer = prefillAnswer(question, params.get(question.id));
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}
