import type { ExportLayout, RowBatches } from "./export-layout";
import { RAW } from "./export-select";

/**
 * The export as one JSON document, written as it is read:
 * `{ survey, status, page, exportedAt, questions: [{ id, type, title, column }], responses: [...] }`,
 * each response `{ id, status, completedAt, respondentEmail, city, country, region, answers }` with
 * `answers` keyed by question id (titles repeat, ids do not) holding the stored values: numbers,
 * text, lists, matrix objects. JSON is data, not a spreadsheet, so nothing is neutralised here.
 */
export async function* encodeJson(batches: RowBatches, layout: ExportLayout): AsyncGenerator<Uint8Array> {
  const head = {
    survey: layout.survey,
    status: layout.status,
    page: layout.page ?? null,
    exportedAt: layout.exportedAt.toISOString(),
    questions: layout.questions.map(({ question, column }) => ({
      id: question.id,
      type: question.type,
      title: question.title,
      column,
    })),
  };
  yield Buffer.from(`${JSON.stringify(head).slice(0, -1)},"responses":[`, "utf8");
  let separator = "";
  for await (const rows of batches) {
    // Each response arrives as PostgreSQL's JSON text of the finished object (export-select.ts).
    let chunk = "";
    for (const row of rows) {
      chunk += separator + String(row[RAW.payload]);
      separator = ",";
    }
    yield Buffer.from(chunk, "utf8");
  }
  yield Buffer.from("]}", "utf8");
}
