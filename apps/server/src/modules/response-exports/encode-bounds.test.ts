import { randomBytes } from "node:crypto";
import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { questionSchema } from "@sondar/core/surveys/question-schema";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { copyColumnsLine } from "../../../test/copy-columns-line";
import { createCsvWorkers } from "./csv-workers";
import { encodeCsv } from "./encode-csv";
import { encodeJson } from "./encode-json";
import { encodeXlsx } from "./encode-xlsx";
import type { ExportLayout, RowBatches } from "./export-layout";

// Eight responses of about 900 KB each (30 answers of 30,000 characters), in a single batch.
const QUESTIONS = 30;
const ROWS = 8;
/** What an encoder may have read ahead of the client: two such rows, not the whole 7 MB batch. */
const BOUND = 2 * 1024 * 1024;

const questions = listExportQuestions(
  Array.from({ length: QUESTIONS }, (_, i) => questionSchema.parse({ id: `q${i}`, type: "text", title: `Q${i}` })),
);
const layout: ExportLayout = {
  survey: { id: "s1", title: "Essays" },
  status: "all",
  hiddenFields: [],
  questions,
  fileUrl: (path) => path,
  exportedAt: new Date("2024-05-01T00:00:00.000Z"),
};
// Random text, which the zip cannot make small; the leading letter keeps it clear of the formula rule.
const answers = Array.from({ length: ROWS }, () =>
  Array.from({ length: QUESTIONS }, () => `x${randomBytes(22_500).toString("base64").slice(1)}`),
);
const cellsPayload = (i: number) =>
  JSON.stringify([`r${i}`, "2024-05-01T00:00:00.000Z", null, "complete", null, null, null, [], answers[i]]);
const jsonPayload = (i: number) =>
  JSON.stringify({
    id: `r${i}`,
    status: "complete",
    answers: Object.fromEntries((answers[i] as string[]).map((a, q) => [`q${q}`, a])),
  });

/** One batch whose rows count their bytes as the encoder reads them. */
function countingSource(payload: (i: number) => string) {
  const read = new Set<number>();
  let bytes = 0;
  const batch: unknown[][] = [];
  for (let i = 0; i < ROWS; i += 1) {
    const row = [payload(i)];
    Object.defineProperty(batch, i, {
      enumerable: true,
      get() {
        if (!read.has(i)) {
          read.add(i);
          bytes += Buffer.byteLength(row[0] as string);
        }
        return row;
      },
    });
  }
  async function* batches() {
    yield batch;
  }
  return { batches: batches() as RowBatches, bytesRead: () => bytes };
}

/**
 * Takes chunks until one comes after rows were read, then lets the encoder run as far as it goes
 * on its own: the bytes of rows read by then are what it holds for a client that reads slowly.
 */
async function heldForSlowClient(chunks: AsyncGenerator<Uint8Array>, bytesRead: () => number) {
  const taken: Uint8Array[] = [];
  for (;;) {
    const next = await chunks.next();
    if (next.done) throw new Error("ended before any row");
    taken.push(next.value);
    if (bytesRead() > 0) break;
  }
  for (let before = -1; before !== bytesRead();) {
    before = bytesRead();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const held = bytesRead();
  for await (const chunk of chunks) taken.push(chunk);
  return { held, file: Buffer.concat(taken) };
}

it("CSV holds at most about two large rows ahead of the client", async () => {
  const source = countingSource(cellsPayload);
  const { held, file } = await heldForSlowClient(encodeCsv(source.batches, layout), source.bytesRead);
  expect(held).toBeLessThanOrEqual(BOUND);
  const rows = parseCsv(file.toString("utf8").replace(/^\ufeff/, "")) as string[][];
  expect(rows.map((r) => r[7])).toEqual(["Q0", ...answers.map((a) => a[0])]);
});

it("CSV on worker threads holds at most about two large rows ahead of the client", async () => {
  let bytes = 0;
  // Each large row a COPY block of its own, counted when the pool reads it.
  async function* blocks() {
    for (let i = 0; i < ROWS; i += 1) {
      const line = Buffer.from(copyColumnsLine(JSON.parse(cellsPayload(i)) as unknown[], QUESTIONS));
      bytes += line.length;
      yield line;
    }
  }
  const pool = createCsvWorkers({ warn: () => undefined }, { size: 2, idleMs: 60_000 });
  try {
    const { held, file } = await heldForSlowClient(
      pool.encode(blocks(), { hiddenFields: [], questions, publicUrl: "https://sondar.example" }),
      () => bytes,
    );
    expect(held).toBeLessThanOrEqual(BOUND);
    const rows = parseCsv(file.toString("utf8").replace(/^\ufeff/, "")) as string[][];
    expect(rows.map((r) => r[7])).toEqual(["Q0", ...answers.map((a) => a[0])]);
  } finally {
    await pool.close();
  }
});

it("JSON holds at most about two large rows ahead of the client", async () => {
  const source = countingSource(jsonPayload);
  const { held, file } = await heldForSlowClient(encodeJson(source.batches, layout), source.bytesRead);
  expect(held).toBeLessThanOrEqual(BOUND);
  const body = JSON.parse(file.toString("utf8")) as { responses: { answers: Record<string, string> }[] };
  expect(body.responses.map((r) => r.answers.q29)).toEqual(answers.map((a) => a[29]));
});

it("XLSX holds at most about two large rows ahead of the client", async () => {
  const source = countingSource(cellsPayload);
  const { held, file } = await heldForSlowClient(encodeXlsx(source.batches, layout), source.bytesRead);
  expect(held).toBeLessThanOrEqual(BOUND);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  expect(sheet.actualRowCount).toBe(1 + ROWS);
  expect(sheet.getRow(1 + ROWS).getCell(8).value).toBe(answers[ROWS - 1]?.[0]);
});
