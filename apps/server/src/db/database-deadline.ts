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

/** One run's deadline: its signal, its place among the runs of its length, its promise's reject. */
interface Pending extends DeadlineSignal {
  aborted: boolean;
  reason: unknown;
  at: number;
  ms: number;
  listener: (() => void) | null;
  reject: (error: unknown) => void;
  previous: Pending | null;
  next: Pending | null;
}

/**
 * The runs of one deadline length still running, in the order they started, so in the order
 * their deadlines pass: one timer for them all, armed for the first, instead of a timer and an
 * AbortController per request (docs/decisions/302-ingest-submit-path-cuts.md). A run leaves the
 * list as it settles, so it dies young; the timer is moved only when it fires.
 */
interface DeadlineQueue {
  first: Pending | null;
  last: Pending | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const queues = new Map<number, DeadlineQueue>();

function queueFor(ms: number): DeadlineQueue {
  let queue = queues.get(ms);
  if (!queue) {
    queue = { first: null, last: null, timer: null };
    queues.set(ms, queue);
  }
  return queue;
}

function unlink(queue: DeadlineQueue, run: Pending) {
  if (run.previous) run.previous.next = run.next;
  else queue.first = run.next;
  if (run.next) run.next.previous = run.previous;
  else queue.last = run.previous;
  run.previous = null;
  run.next = null;
  run.listener = null;
}

function arm(queue: DeadlineQueue) {
  queue.timer = null;
  const now = performance.now();
  for (let run = queue.first; run && run.at <= now; run = queue.first) {
    unlink(queue, run);
    const listener = run.listener;
    const error = new DatabaseDeadlineExceeded(run.ms);
    run.aborted = true;
    run.reason = error;
    listener?.();
    run.reject(error);
  }
  if (!queue.first) return;
  // Unref'd: a passing deadline is no reason to keep the process up (the request's socket is).
  queue.timer = setTimeout(arm, queue.first.at - now, queue);
  queue.timer.unref();
}

/** DeadlineSignal's addEventListener, shared by every run: one listener is all the write batcher adds. */
function addListener(this: Pending, _type: "abort", listener: () => void) {
  const before = this.listener;
  this.listener = before
    ? () => {
        before();
        listener();
      }
    : listener;
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
    const queue = queueFor(ms);
    const run: Pending = {
      aborted: false,
      reason: undefined,
      addEventListener: addListener,
      at: performance.now() + ms,
      ms,
      listener: null,
      reject,
      previous: queue.last,
      next: null,
    };
    if (queue.last) queue.last.next = run;
    else queue.first = run;
    queue.last = run;
    if (!queue.timer) arm(queue);
    const settle = () => {
      if (!run.aborted) unlink(queue, run);
    };
    let running: Promise<T>;
    try {
      running = work(run);
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
