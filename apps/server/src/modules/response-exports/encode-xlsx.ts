import { PassThrough, type Writable } from "node:stream";
import type { Worksheet } from "exceljs";
import { createCellReader, headerCells, parsePayload, type Cell } from "./export-cells";
import type { ExportLayout, RowBatches } from "./export-layout";

/** Excel's limits: rows per sheet (the header included) and characters per cell. */
const MAX_SHEET_ROWS = 1_048_576;
const MAX_CELL_TEXT = 32_767;
const SHEET_NAME = "Responses";
const COMPLETED_AT = 1;
/** Text handed to the writer between two waits for the download (UTF-16 units, about bytes). */
const FLUSH_TEXT_UNITS = 1024 * 1024;
const DOWNLOAD_CLOSED = "export download closed";

/**
 * The export as an .xlsx workbook, written by exceljs's streaming writer row batch by row batch:
 * bold, frozen header; "Completed At" as a real date (UTC); numbers as numbers. Past Excel's row
 * limit the rows go on in "Responses 2", "Responses 3"...
 */
export async function* encodeXlsx(batches: RowBatches, layout: ExportLayout): AsyncGenerator<Uint8Array> {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const writing = writeWorkbook(batches, layout, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const chunk of output) yield chunk as Buffer;
    await writing;
  } finally {
    // The download stopped early: end the writer (it stops at its next wait, the final commit
    // included) and its row source.
    if (!output.destroyed) output.destroy(new Error(DOWNLOAD_CLOSED));
    await writing;
  }
}

async function writeWorkbook(batches: RowBatches, layout: ExportLayout, output: PassThrough): Promise<void> {
  // Loaded on the first spreadsheet export, not with the server: the library is large.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  // An 'error' nobody listens to would end the process; a failed zip fails this download only.
  (workbook as unknown as { zip?: NodeJS.EventEmitter }).zip?.on("error", (error: Error) => output.destroy(error));
  const header = headerCells(layout);
  const reader = createCellReader(layout);
  let sheetCount = 0;
  let sheet: Worksheet | undefined;
  let sheetRows = 0;
  const openSheet = () => {
    sheetCount += 1;
    sheet = workbook.addWorksheet(sheetCount === 1 ? SHEET_NAME : `${SHEET_NAME} ${sheetCount}`, {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    sheet.columns = header.map((title, index) => ({ header: title, width: index === 0 ? 38 : index === COMPLETED_AT ? 22 : 20 }));
    const top = sheet.getRow(1);
    top.font = { bold: true };
    top.commit();
    sheetRows = 1;
    return sheet;
  };
  let current = openSheet();
  let pendingText = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      if (sheetRows === MAX_SHEET_ROWS) {
        current.commit();
        current = openSheet();
      }
      const payload = parsePayload(row);
      const values: (string | number | Date | null)[] = [];
      for (let i = 0; i < reader.count; i += 1) {
        const value = toXlsxValue(reader.cell(payload, i), i);
        if (typeof value === "string") pendingText += value.length;
        values.push(value);
      }
      const added = current.addRow(values);
      added.getCell(COMPLETED_AT + 1).numFmt = "yyyy-mm-dd hh:mm:ss";
      sheetRows += 1;
      // Rows of large answers: hand them on without waiting for the end of the batch.
      if (pendingText >= FLUSH_TEXT_UNITS) {
        current.lastRow?.commit();
        await waitForRoom(current, output);
        pendingText = 0;
      }
    }
    current.lastRow?.commit();
    await waitForRoom(current, output);
    pendingText = 0;
  }
  current.commit();
  // exceljs's commit settles only on the output's 'finish' or 'error', which it listens for last:
  // a download closed before then would leave this writer, and all it holds, waiting for ever.
  await untilClosed(workbook.commit(), output);
}

/** `promise`, or a rejection once `output` closes before it settles. */
async function untilClosed<T>(promise: Promise<T>, output: PassThrough): Promise<T> {
  let onClose: (() => void) | undefined;
  const closed = new Promise<never>((_, reject) => {
    onClose = () => reject(new Error(DOWNLOAD_CLOSED));
    if (output.destroyed) onClose();
    else output.once("close", onClose);
  });
  try {
    return await Promise.race([promise, closed]);
  } finally {
    if (onClose) output.off("close", onClose);
  }
}

function toXlsxValue(cell: Cell, index: number): string | number | Date | null {
  if (cell === "") return null;
  if (index === COMPLETED_AT && typeof cell === "string") return new Date(cell);
  return typeof cell === "string" && cell.length > MAX_CELL_TEXT ? cell.slice(0, MAX_CELL_TEXT) : cell;
}

/**
 * Backpressure: wait until the zip has taken the sheet's XML and the download has taken the zip.
 * exceljs writes each sheet's XML into the stream archiver reads it from without waiting for it
 * (utils/stream-buf.js), so that stream is watched here; archiver's streams come from the
 * `readable-stream` package, whose buffered length lives in `_writableState`. When exceljs's
 * internals change and the stream cannot be found, the output alone is watched.
 */
async function waitForRoom(sheet: Worksheet, output: PassThrough): Promise<void> {
  if (output.destroyed) throw new Error(DOWNLOAD_CLOSED);
  const zipInput = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  if (zipInput) await drained(zipInput, output);
  await drained(output, output);
}

function needsDrain(stream: Writable): boolean {
  const state = (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState;
  return stream.writableNeedDrain || state?.needDrain === true;
}

function drained(stream: Writable, output: PassThrough): Promise<void> {
  if (!needsDrain(stream)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off("drain", onDrain);
      output.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error(DOWNLOAD_CLOSED));
    stream.once("drain", onDrain);
    output.once("close", onClose);
  });
}
