import { ANONYMOUS_RESPONDENT, EXPORT_FIXED_COLUMNS, formatExportAnswer } from "@sondar/core/responses/export-columns";
import { neutraliseFormula } from "@sondar/core/responses/export-formula";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { CellLayout } from "./export-layout";
import { answerIn, CELL, RAW } from "./export-row";

export type Cell = string | number;

const FIXED = [CELL.id, CELL.completedAt, CELL.email, CELL.status, CELL.city, CELL.country, CELL.region] as const;

/** Makes a text cell safe to open: `neutraliseFormula` for XLSX, `neutraliseCsvFormula` for CSV. */
export type Neutralise = (text: string) => string;

/**
 * The header row of the spreadsheet formats: the fixed columns, each hidden field's key, each
 * question's column; made safe like every other cell (titles are creators' text).
 */
export function headerCells(layout: CellLayout, neutralise: Neutralise = neutraliseFormula): string[] {
  return [...EXPORT_FIXED_COLUMNS, ...layout.hiddenFields, ...layout.questions.map((q) => q.column)].map((title) =>
    neutralise(title),
  );
}

/** A `cells` payload's JSON text (export-select.ts) as its array. */
export function parseCellsText(text: string): unknown[] {
  return JSON.parse(text) as unknown[];
}

/** The JSON array a `cells` row carries (export-select.ts). */
export function parsePayload(row: readonly unknown[]): unknown[] {
  return parseCellsText(row[RAW.payload] as string);
}

export interface CellReader {
  /** Cells per row: the fixed columns, one per hidden field, then one per question. */
  count: number;
  /** Columns before this one hold text as stored (fixed columns, hidden values); from it on, stored answers. */
  answersFrom: number;
  /** Cell `index` of a `cells` payload parsed with `parsePayload`, formula-safe. */
  cell: (payload: readonly unknown[], index: number) => Cell;
  /**
   * Cell `index` from its column's own value (the fixed column's or hidden field's text, or the
   * stored answer; null when there is none), formula-safe: what `cell` gives for a payload holding it.
   */
  column: (index: number, value: unknown) => Cell;
}

/**
 * Reads the spreadsheet formats' cells out of `cells` rows, one at a time, so the CSV writer can
 * format a line without building an array per response.
 */
export function createCellReader(layout: CellLayout, neutralise: Neutralise = neutraliseFormula): CellReader {
  const questions: Question[] = layout.questions.map((q) => q.question);
  const options = { fileUrl: layout.fileUrl };
  const answersFrom = FIXED.length + layout.hiddenFields.length;
  const column = (index: number, value: unknown): Cell => {
    if (index < FIXED.length) {
      const text = typeof value === "string" ? value : "";
      return index === CELL.email && text === "" ? ANONYMOUS_RESPONDENT : neutralise(text);
    }
    // A hidden value is the respondent's own text from an address: as unsafe as any answer.
    if (index < answersFrom) return typeof value === "string" ? neutralise(value) : "";
    const cell = formatExportAnswer(value, questions[index - answersFrom] as Question, options);
    return typeof cell === "string" ? neutralise(cell) : cell;
  };
  return {
    count: answersFrom + questions.length,
    answersFrom,
    column,
    cell(payload, index) {
      if (index < FIXED.length) return column(index, payload[FIXED[index] as number]);
      if (index < answersFrom) {
        return column(index, (payload[CELL.hidden] as readonly unknown[] | undefined)?.[index - FIXED.length]);
      }
      return column(index, answerIn(payload, index - answersFrom));
    },
  };
}
