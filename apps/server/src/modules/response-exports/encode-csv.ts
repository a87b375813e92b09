import { neutraliseCsvFormula } from "@sondar/core/responses/export-formula";
import { csvFormatValue } from "d3-dsv";
import { createByteChunks } from "./byte-chunks";
import { createCellReader, headerCells, parsePayload } from "./export-cells";
import type { ExportLayout, RowBatches } from "./export-layout";

// RFC 4180 line ends.
const LINE_END = "\r\n";

/**
 * The export as CSV: a UTF-8 byte-order mark (so Excel reads accents right), the header, then one
 * line per response; d3-dsv quotes every cell holding a comma, quote or line break. Full chunks
 * go out as soon as they fill, so a batch of large answers is never held whole.
 */
export async function* encodeCsv(batches: RowBatches, layout: ExportLayout): AsyncGenerator<Uint8Array> {
  const reader = createCellReader(layout, neutraliseCsvFormula);
  const out = createByteChunks();
  out.write(`\ufeff${headerCells(layout, neutraliseCsvFormula).map(csvFormatValue).join(",")}${LINE_END}`);
  yield* out.take();
  for await (const rows of batches) {
    for (const row of rows) {
      const payload = parsePayload(row);
      let line = "";
      for (let i = 0; i < reader.count; i += 1) {
        const cell = reader.cell(payload, i);
        // Numbers never need quotes.
        line += (i ? "," : "") + (typeof cell === "string" ? csvFormatValue(cell) : String(cell));
      }
      out.write(line + LINE_END);
      if (out.hasFull()) yield* out.takeFull();
    }
    yield* out.take();
  }
}
