import { answerLabels } from "../surveys/option-ids";
import type { Question } from "../surveys/question-schema";

/**
 * The columns every export starts with, before one column per hidden field, named by its key,
 * and one per question (docs/product/responses-and-exports.md#exports).
 */
export const EXPORT_FIXED_COLUMNS = ["Response ID", "Completed At", "Email", "Status", "City", "Country", "Region"] as const;

/** Shown in the Email column when the respondent left none. */
export const ANONYMOUS_RESPONDENT = "Anonymous";

/** A question that gets a column, with the column's title. */
export interface ExportQuestion {
  question: Question;
  column: string;
}

/**
 * The questions that get a column, in survey order. Statements are left out: they show text and
 * collect nothing. Titles are trimmed; a blank one becomes "Question N"; a title already taken
 * (by an earlier question, a fixed column or a hidden field's key, which keeps its name) gets
 * " (2)", " (3)"... so every column stays distinct.
 */
export function listExportQuestions(questions: readonly Question[], hiddenFields: readonly string[] = []): ExportQuestion[] {
  const taken = new Set<string>([...EXPORT_FIXED_COLUMNS, ...hiddenFields]);
  return questions
    .filter((question) => question.type !== "statement")
    .map((question, index) => {
      const title = question.title.trim() || `Question ${index + 1}`;
      let column = title;
      for (let n = 2; taken.has(column); n += 1) column = `${title} (${n})`;
      taken.add(column);
      return { question, column };
    });
}

export interface FormatAnswerOptions {
  /** Turns a stored file path (/api/surveys/...) into a link a spreadsheet can open. */
  fileUrl?: (path: string) => string;
}

/**
 * One answer as a readable cell: lists joined with ", ", a matrix as "Row: Column; Row: Column"
 * in the question's row order, numbers kept as numbers, no answer as "".
 */
export function formatExportAnswer(stored: unknown, question: Question, options: FormatAnswerOptions = {}): string | number {
  // Choices are stored by id and shown by label (docs/decisions/245-stable-option-ids.md).
  const answer = answerLabels(question, stored);
  // Runs once per cell of exports with millions of cells: plain branches, no closures.
  if (typeof answer === "string") return question.type === "file-upload" ? fileText(answer, options) : answer;
  if (typeof answer === "number") return Number.isFinite(answer) ? answer : "";
  if (answer === null || answer === undefined) return "";
  if (Array.isArray(answer)) {
    let text = "";
    for (let i = 0; i < answer.length; i += 1) {
      const item = itemText(answer[i]);
      text += (i ? ", " : "") + (question.type === "file-upload" ? fileText(item, options) : item);
    }
    return text;
  }
  if (typeof answer === "object") {
    return question.type === "matrix" ? matrixText(answer as Record<string, unknown>, question.matrixRows) : pairsText(answer);
  }
  return itemText(answer);
}

function itemText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function fileText(path: string, options: FormatAnswerOptions): string {
  return options.fileUrl && path.startsWith("/") ? options.fileUrl(path) : path;
}

function pairsText(pairs: object): string {
  let text = "";
  for (const [key, value] of Object.entries(pairs)) text += `${text ? "; " : ""}${key}: ${itemText(value)}`;
  return text;
}

/**
 * A matrix answer in the question's row order: stored objects lose key order (PostgreSQL's jsonb
 * sorts keys). Rows no longer in the question follow, in stored order.
 */
function matrixText(answer: Record<string, unknown>, rows: readonly string[]): string {
  let text = "";
  let written = 0;
  for (const row of rows) {
    if (!Object.hasOwn(answer, row)) continue;
    text += `${written ? "; " : ""}${row}: ${itemText(answer[row])}`;
    written += 1;
  }
  let stored = 0;
  for (const key in answer) if (Object.hasOwn(answer, key)) stored += 1;
  if (stored === written) return text;
  for (const [row, column] of Object.entries(answer)) {
    if (!rows.includes(row)) text += `${text ? "; " : ""}${row}: ${itemText(column)}`;
  }
  return text;
}
