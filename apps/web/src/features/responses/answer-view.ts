import type { Answer } from "@sondar/core/answers/answer-schema";
import { isEmptyAnswer } from "@sondar/core/answers/is-empty-answer";
import type { Question } from "@sondar/core/surveys/question-schema";

/** How one answer is shown in an expanded response row. */
export type AnswerView =
  | { kind: "none" }
  | { kind: "text"; text: string }
  | { kind: "list"; items: string[]; ordered: boolean }
  | { kind: "matrix"; rows: { row: string; column: string }[] }
  | { kind: "files"; files: { href: string | null; text: string }[] };

/**
 * Turns a stored answer into something readable: matrices as row → column pairs in the
 * question's row order, rankings as an ordered list, checkboxes as a list, files as links
 * (only to http(s) or our own paths), ratings as "4 / 5". `question` may be missing when
 * the question was deleted after the response came in.
 */
export function answerView(question: Question | undefined, answer: Answer | undefined): AnswerView {
  if (answer === undefined || isEmptyAnswer(answer)) return { kind: "none" };
  const type = question?.type;

  if (type === "file-upload") {
    const urls = Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : [];
    if (urls.length > 0) return { kind: "files", files: urls.map((url) => ({ href: safeHref(url), text: url })) };
  }
  if (typeof answer === "object" && !Array.isArray(answer)) {
    const order = question?.type === "matrix" ? question.matrixRows : [];
    const keys = [...order.filter((row) => row in answer), ...Object.keys(answer).filter((row) => !order.includes(row))];
    return { kind: "matrix", rows: keys.map((row) => ({ row, column: answer[row] ?? "" })) };
  }
  if (Array.isArray(answer)) return { kind: "list", items: answer, ordered: type === "ranking" };
  if (typeof answer === "number" && question?.type === "rating") {
    return { kind: "text", text: `${answer} / ${question.maxRating}` };
  }
  return { kind: "text", text: String(answer) };
}

/**
 * A link target that cannot run script or leave the site by a trick: an absolute http(s) URL,
 * or a path that still points at this site once the browser has parsed it ("/\t/evil.example"
 * loses its tab and would otherwise become "//evil.example").
 */
export function safeHref(value: string, origin: string = window.location.origin): string | null {
  try {
    if (value.startsWith("/")) {
      const url = new URL(value, origin);
      return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
    }
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
