import type { ExportQuestion } from "@sondar/core/responses/export-columns";

/** What the server sends a CSV worker (csv-worker.ts); a port delivers them in order. */
export type CsvWorkerRequest =
  | { type: "open"; exportId: number; hiddenFields: string[]; questions: ExportQuestion[]; publicUrl: string }
  | { type: "encode"; exportId: number; job: number; block: Uint8Array }
  | { type: "close"; exportId: number };

/** What a CSV worker answers. */
export type CsvWorkerReply =
  { type: "ready" } | { type: "encoded"; job: number; chunks: Uint8Array[] } | { type: "failed"; job: number; message: string };
