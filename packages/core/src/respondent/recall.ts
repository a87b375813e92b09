import type { Answer } from "../answers/answer-schema";
import { OTHER_PREFIX } from "../answers/other-prefix";
import { formatExportAnswer } from "../responses/export-columns";
import type { Question } from "../surveys/question-schema";
import { hasRecall, RECALL_TOKEN } from "../surveys/recall-tokens";

/** The page's words for the answers stored in English: a yes-no question's Yes and No. */
export interface RecallWords {
  yes: string;
  no: string;
}

/** What recall reads: the survey's questions, the answers so far and the response's hidden values. */
export interface RecallContext {
  questions: readonly Question[];
  answers: Readonly<Record<string, Answer | undefined>>;
  hiddenValues: Readonly<Record<string, string>>;
  words?: RecallWords | undefined;
}

/**
 * An answer as recall shows it (docs/decisions/231-recall-as-text.md): lists joined with ", ",
 * a matrix as "Row: Column; …" in the question's row order, numbers as written, a yes-no
 * answer in the page's words, an "Other" choice as the respondent's own text. A statement and a
 * file answer show nothing: the first holds no answer, the second only an address that means
 * nothing to the respondent.
 */
export function recallAnswerText(question: Question, answer: Answer | undefined, words?: RecallWords): string {
  if (answer === undefined || question.type === "statement" || question.type === "file-upload") return "";
  if (question.type === "yes-no" && words && (answer === "Yes" || answer === "No"))
    return answer === "Yes" ? words.yes : words.no;
  if (question.type === "multiple-choice" && typeof answer === "string" && answer.startsWith(OTHER_PREFIX)) {
    return answer.slice(OTHER_PREFIX.length).trim();
  }
  return String(formatExportAnswer(answer, question));
}

/**
 * `text` with each recall token (surveys/recall-tokens.ts) replaced by what it recalls, as plain
 * text for the page to show as text, never markup. A token whose question is unanswered, whose
 * hidden field has no value, or whose name is neither shows its fallback or nothing. Replaced in
 * one pass, so a recalled answer that holds a token is shown as written.
 */
export function renderRecall(text: string, context: RecallContext): string {
  if (!hasRecall(text)) return text;
  return text.replace(RECALL_TOKEN, (_token, name: string, fallback: string | undefined) => {
    const question = context.questions.find((q) => q.id === name);
    const value = question
      ? recallAnswerText(question, context.answers[name], context.words)
      : Object.hasOwn(context.hiddenValues, name)
        ? (context.hiddenValues[name] ?? "")
        : "";
    return value.trim() ? value : (fallback ?? "").trim();
  });
}
