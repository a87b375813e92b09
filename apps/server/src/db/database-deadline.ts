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
 * What work run within a deadline is handed: AbortSignal's part that the write batcher uses, so
 * an AbortSignal does too (tests). Whether the deadline passed, why, and a way to hear it pass.
 */
export interface DeadlineSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
}

/** One run's deadline: its signal, and what to do when it passes. */
interface Pending extends DeadlineSignal {
  aborted: boolean;
  reason: unknown;
  at: number;
  settled: boolean;
  listener: (() => void) | null;
  expire: () => void;
}

/**
 * The runs of one deadline length, in the order they started, so in the order their deadlines
 * pass: one timer for them all, armed for the first still running, instead of a timer and an
 * AbortController per request (docs/decisions/302-ingest-submit-path-cuts.md). Runs that
 * settled stay in the queue until the timer reaches them.
 */
interface DeadlineQueue {
  runs: Pending[];
  head: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const queues = new Map<number, DeadlineQueue>();

function queueFor(ms: number): DeadlineQueue {
  let queue = queues.get(ms);
  if (!queue) {
    queue = { runs: [], head: 0, timer: null };
    queues.set(ms, queue);
  }
  return queue;
}

function arm(queue: DeadlineQueue) {
  const { runs } = queue;
  while (queue.head < runs.length && (runs[queue.head] as Pending).settled) queue.head += 1;
  // Drop what the head passed once it is most of the array, so the array does not grow forever.
  if (queue.head > 1024 && queue.head * 2 > runs.length) {
    runs.splice(0, queue.head);
    queue.head = 0;
  }
  const first = runs[queue.head];
  if (!first) {
    runs.length = 0;
    queue.head = 0;
    return;
  }
  // Unref'd: a passing deadline is no reason to keep the process up (the request's socket is).
  queue.timer = setTimeout(() => expireDue(queue), Math.max(0, first.at - performance.now()));
  queue.timer.unref();
}

function expireDue(queue: DeadlineQueue) {
  queue.timer = null;
  const now = performance.now();
  const { runs } = queue;
  while (queue.head < runs.length) {
    const run = runs[queue.head] as Pending;
    if (!run.settled) {
      if (run.at > now) break;
      run.settled = true;
      run.expire();
    }
    queue.head += 1;
  }
  arm(queue);
}

/**
 * Runs `work` with a signal that aborts `ms` after the start, and rejects with
 * DatabaseDeadlineExceeded then, whatever `work` is doing: work handed the signal stops what it
 * has not begun (write-batcher.ts); what it has begun ends unheard.
 */
export function withinDeadline<T>(ms: number, work: (signal: DeadlineSignal) => Promise<T>): Promise<T> {
  // One promise settled by whichever comes first, rather than a race of two: this runs for every
  // respondent write, and each promise costs there (docs/decisions/276-ingest-cpu-per-request.md).
  return new Promise<T>((resolve, reject) => {
    const run: Pending = {
      at: performance.now() + ms,
      settled: false,
      aborted: false,
      reason: undefined,
      listener: null,
      addEventListener(_type, listener) {
        // One listener is all the write batcher adds; a second one is kept beside it.
        const before = run.listener;
        run.listener = before
          ? () => {
              before();
              listener();
            }
          : listener;
      },
      expire() {
        const error = new DatabaseDeadlineExceeded(ms);
        run.aborted = true;
        run.reason = error;
        run.listener?.();
        run.listener = null;
        reject(error);
      },
    };
    const queue = queueFor(ms);
    queue.runs.push(run);
    if (!queue.timer) arm(queue);
    let running: Promise<T>;
    try {
      running = work(run);
    } catch (error) {
      run.settled = true;
      reject(error);
      return;
    }
    running.then(
      (value) => {
        run.settled = true;
        run.listener = null;
        resolve(value);
      },
      (error: unknown) => {
        run.settled = true;
        run.listener = null;
        reject(error);
      },
    );
  });
}
