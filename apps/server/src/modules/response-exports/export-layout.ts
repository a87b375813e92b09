import type { ExportQuestion } from "@sondar/core/responses/export-columns";
import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";

/** What every format needs to know besides the rows. */
export interface ExportLayout {
  survey: { id: string; title: string };
  status: ResponseStatusFilter;
  /** Set for a page export. */
  page?: { page: number; pageSize: number } | undefined;
  /** The survey's hidden-field keys: one column each, after the fixed ones, named by the key. */
  hiddenFields: string[];
  questions: ExportQuestion[];
  /** Turns a stored file path into an absolute link. */
  fileUrl: (path: string) => string;
  exportedAt: Date;
}

/** What the cells of the spreadsheet formats need (export-cells.ts): it can cross to a worker thread but for `fileUrl`. */
export type CellLayout = Pick<ExportLayout, "hiddenFields" | "questions" | "fileUrl">;

/** Stored file paths as absolute links on the public site. */
export function publicFileUrl(publicUrl: string): (path: string) => string {
  return (path) => new URL(path, publicUrl).toString();
}

/** Batches of raw rows laid out as `RAW` in export-select.ts. */
export type RowBatches = AsyncIterable<unknown[][]>;
