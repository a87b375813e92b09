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
export function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  // One promise settled by whichever comes first, rather than a race of two: this runs for every
  // respondent write, and each promise costs there (docs/decisions/276-ingest-cpu-per-request.md).
  return new Promise<T>((resolve, reject) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const error = new DatabaseDeadlineExceeded(ms);
      controller.abort(error);
      reject(error);
    }, ms);
    const settle = () => clearTimeout(timer);
    let running: Promise<T>;
    try {
      running = work(controller.signal);
    } catch (error) {
      settle();
      reject(error);
      return;
    }
    running.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
