import { neutraliseCsvFormula, neutraliseFormula } from "@sondar/core/responses/export-formula";
import { csvFormatValue } from "d3-dsv";
import { createByteChunks } from "./byte-chunks";
import { copyBlockValues } from "./copy-blocks";
import { createCellReader, headerCells, parseCellsText, parsePayload, type CellReader } from "./export-cells";
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

/** One response's line. */
function csvLine(reader: CellReader, payload: readonly unknown[]): string {
  let line = "";
  for (let i = 0; i < reader.count; i += 1) {
    const cell = reader.cell(payload, i);
    // Numbers never need quotes.
    line += (i ? "," : "") + (typeof cell === "string" ? csvCell(cell) : String(cell));
  }
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

/**
 * One block of COPY lines (copy-blocks.ts) as the same CSV lines `encodeCsv` writes, at once: a
 * worker thread's unit of work. A block holds about COPY_BLOCK_BYTES, so its output does too.
 */
export function encodeCsvBlock(block: Uint8Array, reader: CellReader): Buffer[] {
  const out = createByteChunks();
  for (const value of copyBlockValues(block)) out.write(csvLine(reader, parseCellsText(value)));
  return out.take();
}
