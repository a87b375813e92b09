import { randomBytes } from "node:crypto";
import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { questionSchema } from "@sondar/core/surveys/question-schema";
import ExcelJS from "exceljs";
import { afterEach, expect, it, vi } from "vitest";
import { encodeXlsx } from "./encode-xlsx";
import type { ExportLayout } from "./export-layout";

const questions = listExportQuestions(
  Array.from({ length: 4 }, (_, i) => questionSchema.parse({ id: `q${i}`, type: "text", title: `Q${i}` })),
);
const layout: ExportLayout = {
  survey: { id: "s1", title: "S" },
  status: "all",
  hiddenFields: [],
  questions,
  fileUrl: (path) => path,
  exportedAt: new Date("2024-05-01T00:00:00.000Z"),
};
// About 100 KB of random text: the zip sends some bytes before the workbook is committed.
const row = () => [
  JSON.stringify([
    "r1",
    null,
    null,
    "complete",
    null,
    null,
    null,
    [],
    questions.map(() => randomBytes(18_750).toString("base64")),
  ]),
];

afterEach(() => {
  vi.restoreAllMocks();
});

it("a download closed while the workbook is committed ends the writer and its row source", async () => {
  const WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;
  const commit = WorkbookWriter.prototype.commit;
  let committing!: () => void;
  const reachedCommit = new Promise<void>((resolve) => (committing = resolve));
  let letCommitGoOn!: () => void;
  const commitMayGoOn = new Promise<void>((resolve) => (letCommitGoOn = resolve));
  // exceljs's commit awaits steps of its own before it listens to the output; hold it there.
  vi.spyOn(WorkbookWriter.prototype, "commit").mockImplementation(async function (this: InstanceType<typeof WorkbookWriter>) {
    committing();
    await commitMayGoOn;
    return commit.call(this);
  });
  let sourceDone = false;
  async function* batches() {
    try {
      yield [row()];
    } finally {
      sourceDone = true;
    }
  }
  const chunks = encodeXlsx(batches(), layout);
  expect((await chunks.next()).done).toBe(false);
  await reachedCommit;
  const stopped = chunks.return(undefined);
  // The download is gone (its close events have run) before exceljs goes on committing.
  await new Promise((resolve) => setImmediate(resolve));
  letCommitGoOn();
  await stopped;
  expect(sourceDone).toBe(true);
  expect(await chunks.next()).toEqual({ done: true, value: undefined });
}, 10_000);

it("a download closed mid-sheet stops the writer and its row source", async () => {
  let sourceDone = false;
  async function* batches() {
    try {
      for (let i = 0; i < 50; i += 1) yield [row()];
    } finally {
      sourceDone = true;
    }
  }
  const chunks = encodeXlsx(batches(), layout);
  expect((await chunks.next()).done).toBe(false);
  await chunks.return(undefined);
  expect(sourceDone).toBe(true);
});
