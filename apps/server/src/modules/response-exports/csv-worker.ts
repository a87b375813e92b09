// A worker thread's side of csv-workers.ts: turns blocks of COPY lines into CSV lines.
import { parentPort } from "node:worker_threads";
import type { CsvWorkerReply, CsvWorkerRequest } from "./csv-worker-messages";
import { createCsvColumnsEncoder, type CsvColumnsEncoder } from "./encode-csv";
import { publicFileUrl } from "./export-layout";

const port = parentPort;
if (!port) throw new Error("csv-worker.ts runs in a worker thread");

const encoders = new Map<number, CsvColumnsEncoder>();
const reply = (message: CsvWorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on("message", (request: CsvWorkerRequest) => {
  if (request.type === "open") {
    const layout = {
      hiddenFields: request.hiddenFields,
      questions: request.questions,
      fileUrl: publicFileUrl(request.publicUrl),
    };
    encoders.set(request.exportId, createCsvColumnsEncoder(layout));
    return;
  }
  if (request.type === "close") {
    encoders.delete(request.exportId);
    return;
  }
  try {
    const encoder = encoders.get(request.exportId);
    if (!encoder) throw new Error(`CSV worker: export ${request.exportId} was not opened`);
    const chunks = encoder.encodeBlock(request.block);
    // Each chunk owns its memory (byte-chunks.ts), so it moves to the server's thread uncopied.
    const buffers = new Set(chunks.map((chunk) => chunk.buffer as ArrayBuffer));
    reply({ type: "encoded", job: request.job, chunks }, [...buffers]);
  } catch (error) {
    reply({ type: "failed", job: request.job, message: error instanceof Error ? error.message : String(error) });
  }
});

reply({ type: "ready" });
