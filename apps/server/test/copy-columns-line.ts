import { ANSWER_GROUP, CELL } from "../src/modules/response-exports/export-row";

const ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
};

/** A text value as COPY's text format writes it in a field; null as `\N`. */
export function copyField(value: string | null): string {
  return value === null ? "\\N" : value.replace(/[\\\b\f\n\r\t\v]/g, (c) => ESCAPES[c] as string);
}

/**
 * The COPY text line PostgreSQL writes for the response a `cells` payload holds
 * (export-select.ts, buildExportColumns): its values in columns, answers as JSON text.
 */
export function copyColumnsLine(cells: readonly unknown[], questionCount: number): string {
  const text = (value: unknown) => copyField(typeof value === "string" ? value : null);
  const fixed = cells.slice(0, CELL.hidden).map(text);
  const hidden = (cells[CELL.hidden] as unknown[]).map(text);
  const answers = Array.from({ length: questionCount }, (_, i) => {
    const group = cells[CELL.answers + Math.floor(i / ANSWER_GROUP)] as unknown[] | undefined;
    const answer = group?.[i % ANSWER_GROUP];
    return copyField(answer === null || answer === undefined ? null : JSON.stringify(answer));
  });
  return `${[...fixed, ...hidden, ...answers].join("\t")}\n`;
}
