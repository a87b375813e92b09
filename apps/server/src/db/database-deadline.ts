/**
 * A request that waited on the database past its deadline: answered as the database being
 * unavailable (503 with Retry-After: database-unavailable.ts), since waiting longer is what a
 * locked table or a database past its capacity would otherwise make the client do.
 */
export class DatabaseDeadlineExceeded extends Error {
  readonly code = "DEADLINE_EXCEEDED";

  constructor(ms: number) {
    super(`no answer from the database within the request's deadline of ${ms} ms`);
    this.name = "DatabaseDeadlineExceeded";
  }
}

/**
 * Runs `work` with a signal that aborts `ms` after the start, and rejects with
 * DatabaseDeadlineExceeded then, whatever `work` is doing: work handed the signal stops what it
 * has not begun (write-batcher.ts); what it has begun ends unheard.
 */
export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DatabaseDeadlineExceeded(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
