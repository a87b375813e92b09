import { createByteChunks } from "./byte-chunks";
import type { ExportLayout, RowBatches } from "./export-layout";
import { RAW } from "./export-row";

/**
 * The export as one JSON document, written as it is read:
 * `{ survey, status, page, exportedAt, hiddenFields, questions: [{ id, type, title, column }], responses: [...] }`,
 * each response `{ id, status, completedAt, respondentEmail, city, country, region, hiddenFields, answers }`
 * with `hiddenFields` keyed by the survey's keys (those with a value) and `answers` keyed by question id (titles repeat, ids do not) holding the stored values: numbers,
 * text, lists, matrix objects. JSON is data, not a spreadsheet, so nothing is neutralised here.
 */
export async function* encodeJson(batches: RowBatches, layout: ExportLayout): AsyncGenerator<Uint8Array> {
  const head = {
    survey: layout.survey,
    status: layout.status,
    page: layout.page ?? null,
    exportedAt: layout.exportedAt.toISOString(),
    hiddenFields: layout.hiddenFields,
    questions: layout.questions.map(({ question, column }) => ({
      id: question.id,
      type: question.type,
      title: question.title,
      column,
    })),
  };
  const out = createByteChunks();
  out.write(`${JSON.stringify(head).slice(0, -1)},"responses":[`);
  yield* out.take();
  let separator = "";
  for await (const rows of batches) {
    for (const row of rows) {
      // Each response arrives as PostgreSQL's JSON text of the finished object (export-select.ts);
      // written chunk by chunk, never joined into one string a batch of large answers could make
      // too long for V8.
      out.write(separator + String(row[RAW.payload]));
      separator = ",";
      if (out.hasFull()) yield* out.takeFull();
    }
    yield* out.take();
  }
  out.write("]}");
  yield* out.take();
}
