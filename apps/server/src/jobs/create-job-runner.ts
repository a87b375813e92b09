import type PgBoss from "pg-boss";
import type { Database } from "../db/database";
import type { Logger } from "../lib/logger";
import { pgBossDatabase } from "./pg-boss-database";

/** The schema our migrations install pg-boss in (drizzle/0006_pg_boss.sql). */
export const PG_BOSS_SCHEMA = "pgboss";

export interface JobContext {
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
}

/** A queue and the function that runs its jobs. */
export interface JobDefinition {
  name: string;
  run: (data: Record<string, unknown>, job: JobContext) => Promise<void>;
  /** A cron expression (UTC): one job per tick for all processes together. */
  cron?: string;
  /** At most one job of this queue runs at a time, across processes (cron jobs that must not overlap). */
  singleton?: boolean;
  /** Tries after the first, each later than the one before (default 5: about 30 s, 1, 2, 4, 8 min). */
  retryLimit?: number;
  /** Wait before the first retry; it doubles with each further one (default 30). */
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed and is retried (default 15 min). */
  expireInSeconds?: number;
  /** Jobs taken per poll; they run one after another, each completed or failed on its own (default 10). */
  batchSize?: number;
  /**
   * Jobs of this queue running side by side in each process (default 1: batches one after
   * another). Above 1, a free slot takes the next job at once and each job completes on its own,
   * so a job that waits on the network holds up only its own slot
   * (docs/decisions/181-webhook-delivery.md).
   */
  concurrency?: number;
  /** Seconds between polls of this queue while idle (default: the runner's). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** With `throttleSeconds`: at most one job per key in each window of that many seconds; more are dropped. */
  singletonKey?: string;
  throttleSeconds?: number;
  /** A transaction to send in, so the job commits (or not) with the change that needs it. */
  db?: Database;
}

export interface JobRunner {
  /** Starts polling, cron and pg-boss's maintenance (archiving, expiring stuck jobs). */
  start: () => Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`, default 30 s) for the ones running. */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
  /** Queues one job; its id, or null when a throttle or singleton key dropped it. */
  send: (name: string, data: Record<string, unknown>, options?: SendOptions) => Promise<string | null>;
  /** Queues many jobs in one statement, in `options.db` (a transaction) when given. */
  sendMany: (
    name: string,
    jobs: { data: Record<string, unknown>; singletonKey?: string; throttleSeconds?: number }[],
    options?: { db?: Database },
  ) => Promise<void>;
  /**
   * Sets pg-boss and its queues up, if not yet, without polling. Call it before a transaction
   * that sends jobs: setting up runs on the main connection, which on PGlite (one connection)
   * would wait behind that very transaction.
   */
  ready: () => Promise<void>;
  /** Runs the due jobs of these queues (default all) here and now until none is left; how many ran. Tests and benches. */
  runDue: (names?: string[]) => Promise<number>;
}

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  definitions: JobDefinition[];
  /** Seconds between polls of an idle queue (default 2). */
  pollingIntervalSeconds?: number;
}

const DEFAULT_RETRY_LIMIT = 5;
const DEADLOCK_TRIES = 5;

/**
 * Runs a queue set-up statement again when PostgreSQL broke a deadlock by cancelling it: pg-boss
 * 10 attaches each new queue's partition without a lock of its own, so processes starting
 * together on a new database can deadlock each other. Setting a queue up is idempotent.
 */
async function retryOnDeadlock(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== "40P01" || attempt >= DEADLOCK_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const DEFAULT_BATCH_SIZE = 10;

/**
 * Durable background jobs on pg-boss (docs/decisions/035-jobs-on-pg-boss.md), over our own
 * database connection on PostgreSQL and PGlite alike. Each definition is a queue; `cron` makes
 * it scheduled. Every process may start a runner: pg-boss hands each job to one of them and
 * runs each cron tick once.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  let booted: Promise<PgBoss> | null = null;
  let started = false;

  /** Creates pg-boss and our queues once; nothing polls until start(). */
  function boss(): Promise<PgBoss> {
    booted ??= (async () => {
      // Imported on first use: a test that never queues a job does not load it.
      const { default: PgBossClass } = await import("pg-boss");
      const instance = new PgBossClass({
        db: pgBossDatabase(db),
        schema: PG_BOSS_SCHEMA,
        // Our migrations install its schema; start() only checks the version.
        migrate: false,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      });
      // An 'error' event without a listener would end the process.
      instance.on("error", (error) => logger.error({ err: error }, "job queue error"));
      for (const definition of definitions.values()) {
        const queue: PgBoss.Queue = {
          name: definition.name,
          policy: definition.singleton ? "singleton" : "standard",
          retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
          retryBackoff: true,
          ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        };
        await retryOnDeadlock(() => instance.createQueue(definition.name, queue));
        // createQueue keeps an existing queue as it was; this applies changed settings.
        await retryOnDeadlock(() => instance.updateQueue(definition.name, queue));
      }
      return instance;
    })();
    booted.catch(() => (booted = null));
    return booted;
  }

  /** Runs fetched jobs one by one; a failure fails only its own job (pg-boss then retries it). */
  async function runJobs(instance: PgBoss, definition: JobDefinition, jobs: PgBoss.JobWithMetadata[]): Promise<string[]> {
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await definition.run((job.data ?? {}) as Record<string, unknown>, { id: job.id, retryCount: job.retryCount });
        done.push(job.id);
      } catch (error) {
        const last = job.retryCount >= job.retryLimit;
        (last ? logger.error : logger.warn).call(
          logger,
          { err: error, jobId: job.id, queue: definition.name, retryCount: job.retryCount },
          last ? "job failed for the last time" : "job failed; will retry",
        );
        const message = error instanceof Error ? error.message : String(error);
        await instance.fail(definition.name, job.id, { message: message.slice(0, 2000) });
      }
    }
    return done;
  }

  /**
   * Takes one batch of a queue, runs it, and completes the jobs that did not fail; how many it
   * took. Every call to the database is awaited here: pg-boss 10's own worker completes a batch
   * without awaiting it, so a connection lost at that moment became an unhandled rejection that
   * ended the process (docs/decisions/035-jobs-on-pg-boss.md).
   */
  async function runBatch(instance: PgBoss, definition: JobDefinition, batchSize: number): Promise<number> {
    const jobs = await instance.fetch<Record<string, unknown>>(definition.name, { batchSize, includeMetadata: true });
    if (!jobs.length) return 0;
    const done = await runJobs(instance, definition, jobs);
    if (done.length) await instance.complete(definition.name, done);
    return jobs.length;
  }

  const polls = new Map<string, { timer: NodeJS.Timeout | null; running: Promise<unknown> }>();
  const pollMsOf = (definition: JobDefinition) =>
    (definition.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2) * 1000;

  /**
   * Polls a queue with `concurrency` slots until stop(): each poll takes as many jobs as slots are
   * free, each job completes (or fails) on its own, and a slot set free polls again at once.
   */
  function pollConcurrently(instance: PgBoss, definition: JobDefinition, concurrency: number) {
    const pollMs = pollMsOf(definition);
    const inFlight = new Set<Promise<void>>();
    const state = { timer: null as NodeJS.Timeout | null, running: Promise.resolve() as Promise<unknown> };
    polls.set(definition.name, state);
    let fetching = false;
    const runOne = (job: PgBoss.JobWithMetadata) => {
      const one: Promise<void> = runJobs(instance, definition, [job])
        .then(async (done) => {
          if (done.length) await instance.complete(definition.name, done);
        })
        .catch((error: unknown) => logger.warn({ err: error, queue: definition.name }, "job completion failed"))
        .finally(() => {
          inFlight.delete(one);
          state.running = Promise.all(inFlight);
          void tick();
        });
      inFlight.add(one);
      state.running = Promise.all(inFlight);
    };
    const tick = async () => {
      const free = concurrency - inFlight.size;
      if (!started || fetching || free <= 0) return;
      fetching = true;
      let jobs: PgBoss.JobWithMetadata[] = [];
      try {
        jobs = await instance.fetch<Record<string, unknown>>(definition.name, { batchSize: free, includeMetadata: true });
      } catch (error) {
        logger.warn({ err: error, queue: definition.name }, "job queue poll failed");
      } finally {
        fetching = false;
      }
      for (const job of jobs) runOne(job);
      // A full take: more may wait, and a slot set free polls again. Otherwise wait for the interval.
      if (jobs.length < free) schedule(pollMs);
    };
    const schedule = (delay: number) => {
      if (!started || state.timer) return;
      state.timer = setTimeout(() => {
        state.timer = null;
        void tick();
      }, delay);
      state.timer.unref();
    };
    schedule(0);
  }

  /** Polls one queue until stop(): a full batch is followed by the next at once, else after the polling interval. */
  function poll(instance: PgBoss, definition: JobDefinition) {
    const batchSize = definition.batchSize ?? DEFAULT_BATCH_SIZE;
    const pollMs = pollMsOf(definition);
    const state = { timer: null as NodeJS.Timeout | null, running: Promise.resolve() as Promise<unknown> };
    polls.set(definition.name, state);
    const schedule = (delay: number) => {
      if (!started) return;
      state.timer = setTimeout(() => {
        state.timer = null;
        const batch = runBatch(instance, definition, batchSize).catch((error: unknown) => {
          // The database may be away for a while; the next poll tries again, and a job taken but not
          // completed is handed out again once it expires.
          logger.warn({ err: error, queue: definition.name }, "job queue poll failed");
          return 0;
        });
        state.running = batch;
        void batch.then((count) => schedule(count >= batchSize ? 0 : pollMs));
      }, delay);
      // Polling alone never keeps the process alive.
      state.timer.unref();
    };
    schedule(0);
  }

  return {
    start: async () => {
      if (started) return;
      const instance = await boss();
      await instance.start();
      started = true;
      for (const definition of definitions.values()) {
        if ((definition.concurrency ?? 1) > 1) pollConcurrently(instance, definition, definition.concurrency ?? 1);
        else poll(instance, definition);
        if (definition.cron) await instance.schedule(definition.name, definition.cron);
      }
    },
    stop: async ({ timeoutMs = 30_000 } = {}) => {
      if (!started || !booted) return;
      started = false;
      for (const state of polls.values()) if (state.timer) clearTimeout(state.timer);
      // The batches in hand finish (their jobs complete or fail) before pg-boss stops.
      await Promise.all([...polls.values()].map((state) => state.running));
      polls.clear();
      // pg-boss takes at least a second.
      await (await booted).stop({ graceful: true, timeout: Math.max(1_000, timeoutMs) });
    },
    send: async (name, data, sendOptions = {}) => {
      const instance = await boss();
      return instance.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.throttleSeconds ? { singletonSeconds: sendOptions.throttleSeconds } : {}),
        ...(sendOptions.db ? { db: pgBossDatabase(sendOptions.db) } : {}),
      });
    },
    ready: async () => void (await boss()),
    sendMany: async (name, jobs, sendOptions = {}) => {
      if (!jobs.length) return;
      const instance = await boss();
      await instance.insert(
        jobs.map((job) => ({
          name,
          data: job.data,
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          ...(job.throttleSeconds ? { singletonSeconds: job.throttleSeconds } : {}),
        })),
        sendOptions.db ? { db: pgBossDatabase(sendOptions.db) } : {},
      );
    },
    runDue: async (names) => {
      const instance = await boss();
      // pg-boss hands a job out only once its start time is strictly before the database's now(),
      // and a job queued this very moment may share that instant (PGlite's clock ticks in whole
      // milliseconds): it would be skipped as not yet due. Let the clock move past it first.
      await new Promise((resolve) => setTimeout(resolve, 5));
      let ran = 0;
      for (const name of names ?? [...definitions.keys()]) {
        const definition = definitions.get(name);
        if (!definition) throw new Error(`no job queue "${name}"`);
        for (let taken = await runBatch(instance, definition, 50); taken > 0; taken = await runBatch(instance, definition, 50)) {
          ran += taken;
        }
      }
      return ran;
    },
  };
}
