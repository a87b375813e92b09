import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { questionSchema, type QuestionInput } from "@sondar/core/surveys/question-schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyColumnsLine } from "../../../test/copy-columns-line";
import { copyLineBlocks } from "./copy-blocks";
import { createCsvWorkers, type CsvWorkers } from "./csv-workers";
import { encodeCsv } from "./encode-csv";
import { publicFileUrl, type ExportLayout } from "./export-layout";

const PUBLIC_URL = "https://sondar.example";
const QUESTIONS: QuestionInput[] = [
  { id: "q_name", type: "text", title: "Name, please" },
  { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "Home", "=Other"] },
  { id: "q_age", type: "number", title: "Age" },
  { id: "q_grid", type: "matrix", title: "Grid", matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "Good"] },
  { id: "q_file", type: "file-upload", title: "File" },
];
const questions = listExportQuestions(QUESTIONS.map((q) => questionSchema.parse(q)));
const HIDDEN_FIELDS = ["source", "customer_id"];
const layout: ExportLayout = {
  survey: { id: "s1", title: "Workers" },
  status: "all",
  hiddenFields: HIDDEN_FIELDS,
  questions,
  fileUrl: publicFileUrl(PUBLIC_URL),
  exportedAt: new Date("2024-05-01T00:00:00.000Z"),
};

/** A `cells` payload (export-select.ts) with answers that exercise every cell rule. */
function payload(i: number): string {
  const name = [
    `Ana ${i}`,
    `=HYPERLINK("x") ${i}`,
    `line\nbreak, "quoted" ${i}`,
    `São Paulo 😀 ${i}`,
    `back\\slash ${i}`,
    `semi;=SUM(A1) ${i}`,
  ][i % 6];
  // Some rows far longer than others, so blocks take the workers different times.
  const essay = i % 97 === 0 ? ` ${"long ".repeat(4000)}` : "";
  return JSON.stringify([
    `00000000-0000-0000-0000-${String(i).padStart(12, "0")}`,
    i % 7 === 0 ? null : "2024-05-01T10:00:00.000Z",
    i % 3 === 0 ? null : `r${i}@example.com`,
    i % 7 === 0 ? "partial" : "complete",
    "Lisbon",
    "Portugal",
    i % 2 ? null : "-Lisboa",
    [i % 3 ? `=cmd|' /C calc'!A${i}` : null, i % 5 ? `c${i}` : null],
    [
      `${name}${essay}`,
      i % 4 ? ["Work", "=Other"] : null,
      i % 5 ? i * 1.5 : null,
      { Price: "Good", Speed: "Bad" },
      i % 6 ? [`/api/surveys/s1/files/f${i}.png`] : null,
    ],
  ]);
}

const ROWS = 2500;
const payloads = Array.from({ length: ROWS }, (_, i) => payload(i));
// The COPY stream of those rows: their values in columns, for an export of the first `count` questions.
const copyStreamOf = (count: number) =>
  Buffer.from(payloads.map((p) => copyColumnsLine(JSON.parse(p) as unknown[], count)).join(""), "utf8");
const copyStream = copyStreamOf(questions.length);

/** The COPY stream in network-sized chunks, regrouped into small blocks: dozens of them. */
function blocks(onClose?: () => void, stream: Buffer = copyStream): AsyncGenerator<Buffer> {
  async function* chunks() {
    try {
      for (let at = 0; at < stream.length; at += 16_384) yield stream.subarray(at, at + 16_384);
    } finally {
      onClose?.();
    }
  }
  return copyLineBlocks(chunks(), 8 * 1024);
}

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const out: Uint8Array[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return Buffer.concat(out);
}

async function* rowBatches() {
  for (let i = 0; i < payloads.length; i += 100) yield payloads.slice(i, i + 100).map((p) => [p]);
}

const expected = bytesOf(encodeCsv(rowBatches(), layout));
const fixture = (name: string) => new URL(`../../../test/fixtures/${name}`, import.meta.url);
const silent = () => ({ warn: vi.fn() });

let pool: CsvWorkers | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("createCsvWorkers", () => {
  it("writes on worker threads, byte for byte and in order, the CSV encodeCsv writes", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 60_000 });
    const file = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(pool.threads()).toBe(2);
    expect(file.equals(await expected)).toBe(true);
    // The file is what it should be, not merely the same as the other path.
    const text = file.toString("utf8");
    expect(text.startsWith("\ufeffResponse ID,")).toBe(true);
    expect(text).toContain(`'=HYPERLINK(""x"") 1`);
    // A formula after a separator Excel may split on, in a cell nothing else makes special.
    expect(text).toContain(`,semi;'=SUM(A1) 5,`);
    expect(text).toContain(`${PUBLIC_URL}/api/surveys/s1/files/f1.png`);
    expect(text.match(/\r\n/g)).toHaveLength(ROWS + 1);
  });

  it("two exports at once share the workers and each gets its own file", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 60_000 });
    const [a, b] = await Promise.all([
      bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL })),
      bytesOf(
        pool.encode(blocks(undefined, copyStreamOf(2)), {
          hiddenFields: HIDDEN_FIELDS,
          questions: questions.slice(0, 2),
          publicUrl: PUBLIC_URL,
        }),
      ),
    ]);
    expect(a.equals(await expected)).toBe(true);
    const header = b.toString("utf8").split("\r\n")[0];
    expect(header).toBe('\ufeffResponse ID,Completed At,Email,Status,City,Country,Region,source,customer_id,"Name, please",Uses');
  });

  it("a download stopped half-way closes the database read, and the pool goes on working", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 60_000 });
    const closed = vi.fn();
    const chunks = pool.encode(blocks(closed), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL });
    await chunks.next();
    await chunks.next();
    await chunks.return(undefined);
    expect(closed).toHaveBeenCalledTimes(1);
    const file = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(file.equals(await expected)).toBe(true);
  });

  it("a worker that dies fails the download instead of leaving it hanging", async () => {
    pool = createCsvWorkers(silent(), { size: 1, idleMs: 60_000, workerUrl: fixture("csv-worker-exits.mjs") });
    await expect(
      bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL })),
    ).rejects.toThrow("CSV worker stopped (exit code 3)");
    expect(pool.threads()).toBe(0);
  });

  it("when no worker can start, encodes on this thread and says so once", async () => {
    const logger = silent();
    pool = createCsvWorkers(logger, { size: 2, idleMs: 60_000, workerUrl: fixture("csv-worker-cannot-start.mjs") });
    const first = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    const second = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(first.equals(await expected)).toBe(true);
    expect(second.equals(first)).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("a worker that never gets ready is given up: the export is encoded here, whole", async () => {
    const logger = silent();
    pool = createCsvWorkers(logger, {
      size: 2,
      idleMs: 60_000,
      bootTimeoutMs: 150,
      workerUrl: fixture("csv-worker-never-ready.mjs"),
    });
    const file = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(file.equals(await expected)).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(pool.threads()).toBe(0);
  });

  it("a worker that stops answering fails the download instead of leaving it waiting", async () => {
    pool = createCsvWorkers(silent(), {
      size: 1,
      idleMs: 60_000,
      jobTimeoutMs: 150,
      workerUrl: fixture("csv-worker-silent.mjs"),
    });
    await expect(
      bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL })),
    ).rejects.toThrow("CSV worker stopped");
    expect(pool.threads()).toBe(0);
  });

  it("when the thread cannot even be created, encodes on this thread and says so once", async () => {
    const logger = silent();
    // Node refuses a worker URL that is not a file at once, as it does when the system has no thread to give.
    pool = createCsvWorkers(logger, { size: 2, idleMs: 60_000, workerUrl: new URL("https://example.com/worker.mjs") });
    const first = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    const second = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(first.equals(await expected)).toBe(true);
    expect(second.equals(first)).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(pool.threads()).toBe(0);
  });

  it("a row the worker cannot read fails that download only; the next one is whole", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 60_000 });
    async function* broken() {
      yield Buffer.from(`${copyColumnsLine(JSON.parse(payloads[0] as string) as unknown[], questions.length)}a\tb\n`);
    }
    await expect(
      bytesOf(pool.encode(broken(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL })),
    ).rejects.toThrow(/fewer columns/);
    const file = await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(file.equals(await expected)).toBe(true);
  });

  it("an export with no rows is the header alone", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 60_000 });
    async function* none(): AsyncGenerator<Buffer> {}
    const file = await bytesOf(pool.encode(none(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(file.toString("utf8")).toBe(
      '\ufeffResponse ID,Completed At,Email,Status,City,Country,Region,source,customer_id,"Name, please",Uses,Age,Grid,File\r\n',
    );
  });

  it("stops its threads once no export has used them for idleMs", async () => {
    pool = createCsvWorkers(silent(), { size: 2, idleMs: 50 });
    await bytesOf(pool.encode(blocks(), { hiddenFields: HIDDEN_FIELDS, questions, publicUrl: PUBLIC_URL }));
    expect(pool.threads()).toBeGreaterThan(0);
    await vi.waitFor(() => expect(pool?.threads()).toBe(0), { timeout: 2000, interval: 20 });
  });
});
