import { neutraliseCsvFormula, neutraliseFormula } from "@sondar/core/responses/export-formula";
import { csvFormatValue } from "d3-dsv";
import { createByteChunks } from "./byte-chunks";
import { copyFieldValue } from "./copy-blocks";
import { createCellReader, headerCells, parsePayload, type Cell, type CellReader } from "./export-cells";
import type { CellLayout, ExportLayout, RowBatches } from "./export-layout";

// RFC 4180 line ends.
const LINE_END = "\r\n";

/** A UTF-8 byte-order mark (so Excel reads accents right), then the header line. */
function csvHeader(layout: CellLayout): string {
  return `\ufeff${headerCells(layout, neutraliseCsvFormula).map(csvFormatValue).join(",")}${LINE_END}`;
}

/** The cells of a CSV file, as text to pass through `csvCell`. */
export function createCsvCellReader(layout: CellLayout): CellReader {
  return createCellReader(layout, (text) => text);
}

// The characters that bring in the CSV formula rule's inner part or d3-dsv's quoting. Most cells
// hold none of them: testing once for all is cheaper than running both rules on every cell.
const SEPARATOR_QUOTE_OR_BREAK = /[",;\n\r]/;

/** A text cell formula-safe the CSV way (export-formula.ts), quoted by d3-dsv when it holds a comma, quote or line break. */
export function csvCell(text: string): string {
  return SEPARATOR_QUOTE_OR_BREAK.test(text) ? csvFormatValue(neutraliseCsvFormula(text)) : neutraliseFormula(text);
}

/** A cell as it is written in the file; numbers never need quotes. */
function csvText(cell: Cell): string {
  return typeof cell === "string" ? csvCell(cell) : String(cell);
}

/** One response's line. */
function csvLine(reader: CellReader, payload: readonly unknown[]): string {
  let line = "";
  for (let i = 0; i < reader.count; i += 1) line += (i ? "," : "") + csvText(reader.cell(payload, i));
  return line + LINE_END;
}

/**
 * The export as CSV: the header, then one line per response. Full chunks go out as soon as they
 * fill, so a batch of large answers is never held whole.
 */
export async function* encodeCsv(batches: RowBatches, layout: ExportLayout): AsyncGenerator<Uint8Array> {
  const reader = createCsvCellReader(layout);
  const out = createByteChunks();
  out.write(csvHeader(layout));
  yield* out.take();
  for await (const rows of batches) {
    for (const row of rows) {
      out.write(csvLine(reader, parsePayload(row)));
      if (out.hasFull()) yield* out.takeFull();
    }
    yield* out.take();
  }
}

/** The header of a CSV export whose lines are made by `encodeCsvBlock`, in a worker (csv-workers.ts). */
export function encodeCsvHeader(layout: CellLayout): Buffer {
  return Buffer.from(csvHeader(layout), "utf8");
}

/** Columns whose value is new on every row (id, completed at, email): never worth remembering. */
const UNIQUE_COLUMNS = 3;
/** Lookups after which a column that mostly missed stops being remembered (a free-text answer). */
const MEMO_TRIAL = 1024;
/** Finished cells remembered per column at most, and characters (keys and cells) per export. */
const MEMO_ENTRIES = 4096;
const MEMO_CHARS = 2 * 1024 * 1024;
// Longer fields are rarely repeated, and would fill the memo.
const MEMO_KEY_CHARS = 256;

/**
 * A copy that holds on to nothing else: a slice of the block's text would keep the whole block
 * alive as long as the memo (V8 makes slices point into their parent; concatenating flattens).
 */
const ownCopy = (text: string) => (text.length < 16 ? text : ` ${text}`.slice(1));

export interface CsvColumnsEncoder {
  /** One block of COPY lines as the CSV lines `encodeCsv` writes for the same responses. */
  encodeBlock(block: Uint8Array): Buffer[];
}

/**
 * Writes blocks of COPY text lines whose columns are the cells' own values
 * (export-select.ts, buildExportColumns): a worker thread's unit of work
 * (docs/decisions/300-csv-export-cells-remembered.md). Most columns hold few distinct values
 * (a choice, a scale point, a matrix's combination, a city), so each column remembers the
 * finished CSV text of the fields it has seen, keyed by the field as COPY wrote it: such a cell
 * costs one lookup instead of parsing, labelling, the formula rule and quoting. Only what
 * `column` and `csvCell` made is remembered, so the file is byte for byte the same. A column that
 * rarely repeats stops remembering; the memo holds at most MEMO_CHARS per export.
 */
export function createCsvColumnsEncoder(layout: CellLayout): CsvColumnsEncoder {
  const reader = createCsvCellReader(layout);
  const { count, answersFrom } = reader;
  // Per column: the finished cells by field, and how often a lookup found one; null: not remembered.
  const memos: ({ cells: Map<string, string>; lookups: number; hits: number } | null)[] = Array.from({ length: count }, (_, i) =>
    i < UNIQUE_COLUMNS ? null : { cells: new Map(), lookups: 0, hits: 0 },
  );
  let memoChars = 0;

  const made = (index: number, field: string): string => {
    const value = copyFieldValue(field);
    // Answers are stored JSON (`answers -> id`), other columns plain text.
    return csvText(reader.column(index, index >= answersFrom && value !== null ? JSON.parse(value) : value));
  };

  /** Column `index`'s cell for `field`, with the comma before it (none before the first column). */
  const finished = (index: number, field: string): string => {
    const memo = memos[index];
    if (!memo) return index ? `,${made(index, field)}` : made(index, field);
    memo.lookups += 1;
    const known = memo.cells.get(field);
    if (known !== undefined) {
      memo.hits += 1;
      return known;
    }
    // Remembered columns come after the first: their cells are remembered with the comma.
    const text = `,${made(index, field)}`;
    if (memo.lookups >= MEMO_TRIAL && memo.hits * 2 < memo.lookups) {
      for (const [key, cell] of memo.cells) memoChars -= key.length + cell.length;
      memos[index] = null;
    } else if (memo.cells.size < MEMO_ENTRIES && field.length <= MEMO_KEY_CHARS && memoChars < MEMO_CHARS) {
      const cell = ownCopy(text);
      memo.cells.set(ownCopy(field), cell);
      memoChars += field.length + cell.length;
    }
    return text;
  };

  return {
    encodeBlock(block) {
      const text = Buffer.from(block.buffer, block.byteOffset, block.byteLength).toString("utf8");
      const out = createByteChunks();
      let start = 0;
      while (start < text.length) {
        const end = text.indexOf("\n", start);
        // COPY ends every row with a line end: text after the last one is a row cut short.
        if (end === -1) throw new Error("COPY data ended inside a row");
        let line = "";
        for (let i = 0; i < count; i += 1) {
          let tab = text.indexOf("\t", start);
          if (tab === -1 || tab > end) tab = end;
          if ((tab === end) !== (i === count - 1))
            throw new Error(`COPY row has ${tab === end ? "fewer" : "more"} columns than the export's ${count}`);
          line += finished(i, text.slice(start, tab));
          start = tab + 1;
        }
        out.write(line + LINE_END);
      }
      return out.take();
    },
  };
}
