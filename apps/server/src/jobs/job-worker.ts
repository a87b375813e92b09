import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { Logger } from "../lib/logger";

/*
 * Why a table and not pg-boss: the only job so far is the response alert, which must be
 * written in the same statement or transaction as the response. A table in our own schema
 * lets the submit do that with plain SQL on PGlite and PostgreSQL alike, needs no second
 * schema, no extra connection pool and no library migrations at start, and its worker is
 * this one file. FOR UPDATE SKIP LOCKED lets several server processes share the queue.
 */

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Counting this run: 1 on the first. */
  attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

export interface JobWorkerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  now?: () => Date;
  /** Attempts before a job is given up (it stays in the table with its last error). */
  maxAttempts?: number;
  /** How long a claim lasts; a job whose worker died is claimed again after it. */
  leaseMs?: number;
  /** Wait after the first failure; it doubles with each further one. */
  retryBaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** Finished jobs are deleted after this long (checked at most once an hour). */
  keepDoneMs?: number;
}

export interface JobWorker {
  /** Claims the jobs due now (up to one batch), runs them, and says how many ran. */
  runOnce: (at?: Date) => Promise<number>;
  /** Polls until stop(); a full batch is followed by the next one at once. */
  start: () => void;
  /** Stops polling and waits for the batch in hand. */
  stop: () => Promise<void>;
}

export const MAX_JOB_ATTEMPTS = 5;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, logger } = options;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? MAX_JOB_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  let lastPrune = 0;

  async function pruneDone(at: Date) {
    if (at.getTime() - lastPrune < 60 * 60_000) return;
    lastPrune = at.getTime();
    await db.execute(sql`delete from jobs where done_at < ${new Date(at.getTime() - keepDoneMs).toISOString()}::timestamptz`);
  }

  async function claim(at: Date): Promise<ClaimedJob[]> {
    const current = at.toISOString();
    const result = await db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz
      where id in (
        select id from jobs
        where done_at is null and attempts < ${maxAttempts} and run_at <= ${current}::timestamptz
          and (locked_until is null or locked_until <= ${current}::timestamptz)
        order by run_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, kind, payload, attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, job);
      await db.execute(
        sql`update jobs set done_at = ${now().toISOString()}::timestamptz, locked_until = null, last_error = null where id = ${job.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + retryBaseMs * 2 ** (job.attempts - 1));
      const givingUp = job.attempts >= maxAttempts;
      (givingUp ? logger.error : logger.warn).call(
        logger,
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
        givingUp ? "job failed for the last time" : "job failed; will retry",
      );
      await db.execute(
        sql`update jobs set locked_until = null, last_error = ${message.slice(0, 2000)}, run_at = ${retryAt.toISOString()}::timestamptz
            where id = ${job.id}`,
      );
    }
  }

  async function runOnce(at = now()): Promise<number> {
    await pruneDone(at);
    const claimed = await claim(at);
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      const batch = runOnce().catch((error: unknown) => {
        logger.error({ err: error }, "job worker poll failed");
        return 0;
      });
      running = batch;
      void batch.then((count) => schedule(count >= batchSize ? 0 : pollMs));
    }, delay);
    // Polling alone never keeps the process alive.
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
