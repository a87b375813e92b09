import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ExportQuestion } from "@sondar/core/responses/export-columns";
import type { Logger } from "../../lib/logger";
import { COPY_BLOCK_BYTES } from "./copy-blocks";
import type { CsvWorkerReply, CsvWorkerRequest } from "./csv-worker-messages";
import { csvWorkerSource } from "./csv-worker-source";
import { createCsvColumnsEncoder, encodeCsvHeader } from "./encode-csv";
import { publicFileUrl } from "./export-layout";

export interface CsvWorkerOptions {
  /** Worker threads at most; 0 encodes every export on the request's thread. */
  size: number;
  /** Workers left with nothing to do this long are stopped (their memory given back). */
  idleMs: number;
  /** A worker file to run instead of the bundled csv-worker.ts (tests start broken ones). */
  workerUrl?: URL;
  /** A worker not ready this long after its start is stopped, and its export goes on without it. */
  bootTimeoutMs?: number;
  /** A worker that has not answered a block after this long is stopped, failing its jobs. */
  jobTimeoutMs?: number;
}

/**
 * Two threads: on a large export, turning rows into CSV costs the server about twice what
 * PostgreSQL spends sending them, and one core would be left idle while the other encodes. On
 * a single core a thread could only cost.
 */
export const CSV_WORKER_OPTIONS: CsvWorkerOptions = { size: availableParallelism() >= 2 ? 2 : 0, idleMs: 30_000 };

/**
 * A worker holds a block or two (COPY_BLOCK_BYTES, or one row of at most a few megabytes) and
 * the garbage of encoding it. V8's default young generation let each worker grow by ~40 MB
 * before collecting; 8 MB costs no measurable speed. A worker past its old generation is
 * stopped and fails its export, not the server.
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 96 };

/** Blocks being encoded at once per export, per worker: one in work, one waiting behind it. */
const IN_FLIGHT_PER_WORKER = 2;
/**
 * Bytes of rows read ahead of the client at most, per export (one block always goes): four
 * ordinary blocks, or two rows when rows are larger than a block.
 */
const IN_FLIGHT_BYTES = 4 * COPY_BLOCK_BYTES;
const BOOT_TIMEOUT_MS = 15_000;
// A block takes milliseconds to encode: a worker silent for a minute is stuck.
const JOB_TIMEOUT_MS = 60_000;
/** After a failed start, exports encode on the request's thread this long before threads are tried again. */
const RETRY_AFTER_MS = 60_000;

export interface CsvExportLayout {
  hiddenFields: string[];
  questions: ExportQuestion[];
  publicUrl: string;
}

export interface CsvWorkers {
  /**
   * The CSV file of blocks of COPY lines (copy-blocks.ts), byte for byte what `encodeCsv` writes
   * for the same rows, with the blocks encoded on worker threads and put back in order. It reads
   * a block only when fewer than `size × 2` blocks and IN_FLIGHT_BYTES are being encoded, so a
   * slow client holds back the database as before. When no worker can start, the blocks are
   * encoded on this thread instead. A block that owns all its memory is moved to its worker, not
   * copied: `blocks` must not touch a block once it has yielded it.
   */
  encode(blocks: AsyncGenerator<Buffer>, layout: CsvExportLayout): AsyncGenerator<Uint8Array>;
  /** Worker threads running now. */
  threads(): number;
  /** Stops every worker. */
  close(): Promise<void>;
}

interface Job {
  resolve: (chunks: Uint8Array[]) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  /** Set once the worker's code is bundled and its thread started. */
  worker: Worker | null;
  ready: Promise<void>;
  /** Jobs handed to this worker and not answered yet, counted from the moment it is chosen. */
  jobs: Map<number, Job>;
  /** Exports this worker has been told about ("open"). */
  opened: Set<number>;
}

export function createCsvWorkers(logger: Pick<Logger, "warn">, options: CsvWorkerOptions = CSV_WORKER_OPTIONS): CsvWorkers {
  const bootTimeoutMs = options.bootTimeoutMs ?? BOOT_TIMEOUT_MS;
  const jobTimeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  const workers: PoolWorker[] = [];
  let nextJob = 1;
  let nextExport = 1;
  let running = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  // Set when a worker failed to start: until then exports encode on this thread.
  let unavailableUntil = 0;

  const available = () => options.size > 0 && Date.now() >= unavailableUntil;
  const send = (target: PoolWorker, request: CsvWorkerRequest, transfer: ArrayBuffer[] = []) =>
    target.worker?.postMessage(request, transfer);

  const giveUpThreads = (error: unknown) => {
    // Several blocks may have waited on the same failed start: one warning.
    if (available()) logger.warn({ err: error }, "CSV worker threads could not start; exports encode on the main thread");
    unavailableUntil = Date.now() + RETRY_AFTER_MS;
  };

  const retire = (target: PoolWorker, error: Error) => {
    const at = workers.indexOf(target);
    if (at !== -1) workers.splice(at, 1);
    for (const job of target.jobs.values()) job.reject(error);
    target.jobs.clear();
  };

  /** A new worker, ready once its code is bundled, its thread started and its "ready" received. */
  const spawn = (): PoolWorker => {
    const target: PoolWorker = { worker: null, jobs: new Map(), opened: new Set(), ready: Promise.resolve() };
    target.ready = new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (error: Error) => {
        failed = true;
        clearTimeout(bootTimer);
        reject(error);
        retire(target, error);
      };
      const bootTimer = setTimeout(() => {
        fail(new Error(`CSV worker not ready after ${bootTimeoutMs} ms`));
        void target.worker?.terminate();
      }, bootTimeoutMs).unref();
      const start = async () => {
        const source = options.workerUrl ? null : await csvWorkerSource();
        // Given up while the code was bundled: no thread is started that nothing would stop.
        if (failed) return;
        // No inherited flags (the worker runs plain JavaScript) but a CPU profile's (bench:analytics).
        const settings = {
          execArgv: process.execArgv.filter((flag) => flag.startsWith("--cpu-prof")),
          resourceLimits: WORKER_HEAP,
        };
        const worker = source ? new Worker(source, { ...settings, eval: true }) : new Worker(options.workerUrl as URL, settings);
        target.worker = worker;
        // A waiting pool never keeps the process alive.
        worker.unref();
        worker.on("message", (reply: CsvWorkerReply) => {
          if (reply.type === "ready") {
            clearTimeout(bootTimer);
            return resolve();
          }
          const job = target.jobs.get(reply.job);
          if (!job) return;
          target.jobs.delete(reply.job);
          if (reply.type === "encoded") job.resolve(reply.chunks);
          else job.reject(new Error(reply.message));
        });
        // A reply that cannot be read would leave its job waiting for ever: the worker is given up.
        worker.on("messageerror", (error) => {
          fail(error);
          void worker.terminate();
        });
        worker.on("error", fail);
        worker.on("exit", (code) => fail(new Error(`CSV worker stopped (exit code ${code})`)));
      };
      // Bundling can fail, and Node refuses a thread at once when the system has none to give.
      start().catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    });
    // Rejects only when the worker never became ready.
    target.ready.catch(giveUpThreads);
    workers.push(target);
    return target;
  };

  /** The least busy worker, started if the pool is not full yet; null when threads are off. */
  const pick = (): PoolWorker | null => {
    if (!available()) return null;
    const idle = workers.find((w) => w.jobs.size === 0);
    if (idle) return idle;
    if (workers.length < options.size) return spawn();
    return workers.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  };

  /** Starts the pool's threads ahead of the first block: they boot while PostgreSQL sorts. */
  const warmUp = () => {
    while (available() && workers.length < options.size) spawn();
  };

  const stopAll = async () => {
    const stopping = workers.splice(0);
    // A worker still starting is stopped once it has started (or failed to).
    await Promise.all(
      stopping.map(async (w) => {
        await w.ready.catch(() => undefined);
        await w.worker?.terminate();
      }),
    );
  };

  const begin = () => {
    running += 1;
    clearTimeout(idleTimer);
  };
  const end = () => {
    running -= 1;
    if (running === 0) idleTimer = setTimeout(() => void stopAll(), options.idleMs).unref();
  };

  async function* encode(blocks: AsyncGenerator<Buffer>, layout: CsvExportLayout): AsyncGenerator<Uint8Array> {
    const exportId = nextExport++;
    const cellLayout = {
      hiddenFields: layout.hiddenFields,
      questions: layout.questions,
      fileUrl: publicFileUrl(layout.publicUrl),
    };
    // Made when a block must be encoded here (no worker could start).
    let localEncoder: ReturnType<typeof createCsvColumnsEncoder> | undefined;
    const encodeHere = (block: Buffer) => (localEncoder ??= createCsvColumnsEncoder(cellLayout)).encodeBlock(block);
    const used = new Set<PoolWorker>();
    let stopped = false;

    const encodeBlock = async (block: Buffer): Promise<Uint8Array[]> => {
      const target = pick();
      if (!target) return encodeHere(block);
      // Registered at once, so a worker still booting counts as busy and the next block goes elsewhere.
      const job = nextJob++;
      const done = new Promise<Uint8Array[]>((resolve, reject) => target.jobs.set(job, { resolve, reject }));
      done.catch(() => undefined);
      try {
        await target.ready;
      } catch {
        target.jobs.delete(job);
        return stopped ? [] : encodeHere(block);
      }
      // The download ended while the worker booted: nothing more is sent, and no reader is left open.
      if (stopped) {
        target.jobs.delete(job);
        return [];
      }
      if (!target.opened.has(exportId)) {
        target.opened.add(exportId);
        used.add(target);
        send(target, { type: "open", exportId, ...layout });
      }
      // A block that owns all its memory (copy-blocks.ts makes such blocks) moves to the worker
      // uncopied; a view of a larger buffer, Node's shared pool say, is copied.
      const owned = block.byteOffset === 0 && block.byteLength === block.buffer.byteLength;
      send(target, { type: "encode", exportId, job, block }, owned ? [block.buffer as ArrayBuffer] : []);
      // Stopping a stuck worker fails its jobs (its exit rejects them) instead of leaving the
      // download, its export slot and its COPY waiting for ever.
      const watchdog = setTimeout(() => void target.worker?.terminate(), jobTimeoutMs).unref();
      const stopWatching = () => clearTimeout(watchdog);
      done.then(stopWatching, stopWatching);
      return done;
    };

    begin();
    const inFlight: { encoded: Promise<Uint8Array[]>; bytes: number }[] = [];
    let inFlightBytes = 0;
    try {
      warmUp();
      yield encodeCsvHeader(cellLayout);
      let more = true;
      for (;;) {
        while (
          more &&
          inFlight.length < Math.max(1, options.size) * IN_FLIGHT_PER_WORKER &&
          (inFlight.length === 0 || inFlightBytes < IN_FLIGHT_BYTES)
        ) {
          const next = await blocks.next();
          if (next.done) {
            more = false;
            break;
          }
          // Measured first: the block may move to a worker (its length here then reads 0).
          const bytes = next.value.length;
          const encoded = encodeBlock(next.value);
          // Awaited in order below; one left behind by an early stop must not go unhandled.
          encoded.catch(() => undefined);
          inFlight.push({ encoded, bytes });
          inFlightBytes += bytes;
        }
        const first = inFlight.shift();
        if (!first) return;
        inFlightBytes -= first.bytes;
        yield* await first.encoded;
      }
    } finally {
      stopped = true;
      for (const target of used) {
        target.opened.delete(exportId);
        if (workers.includes(target)) send(target, { type: "close", exportId });
      }
      end();
      await blocks.return(undefined);
    }
  }

  return {
    encode,
    threads: () => workers.length,
    close: async () => {
      clearTimeout(idleTimer);
      await stopAll();
    },
  };
}
