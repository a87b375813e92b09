import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Client, ClientConfig, Pool, PoolConfig } from "pg";
import type { Logger } from "../lib/logger";
import { SERVER_ROOT } from "../lib/server-root";
import { claimDataDir } from "./claim-data-dir";
import { notingConnectFailures } from "./connect-failures";
import type { Database, DatabaseHandle } from "./database";
import { pgliteErrnoCode } from "./pglite-errno";

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, "drizzle");

export interface DatabaseTimeouts {
  /** A statement on the pool is cancelled after this long (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** Opening a connection, or waiting for a free one in the pool, fails after this long. */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, connectMs: 5_000 };

/**
 * How much longer than statement_timeout the client waits for an answer before it gives the
 * connection up: PostgreSQL cancels a slow statement itself, so this only fires when the server
 * or the network stalls and no answer can come.
 */
const READ_TIMEOUT_MARGIN_MS = 2_000;

/** The key of the session-level advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK_KEY = 4_107_220_515;

export interface OpenOptions {
  url?: string | undefined;
  dataDir: string;
  /** Called with every SQL statement; benchmarks count queries with it. */
  onQuery?: (query: string) => void;
  /** Hears of connections the database dropped; the pool replaces them when next needed. */
  logger?: Logger;
  timeouts?: DatabaseTimeouts;
}

/**
 * PGlite's PostgreSQL settings, written to its postgresql.conf at every start: buffers sized
 * for one process embedding the database rather than a server's defaults (shared_buffers
 * 128 MB grew the WebAssembly memory to ~190 MB). Figures in docs/decisions/266-pglite-memory.md.
 */
export const PGLITE_SETTINGS = [
  "shared_buffers = 16MB",
  "wal_buffers = 1MB",
  "temp_buffers = 2MB",
  "work_mem = 4MB",
  "maintenance_work_mem = 16MB",
];

const INITDB_SCRIPT = path.join(SERVER_ROOT, "src/db/pglite-initdb.mjs");

/** A file-system error as the child prints it: Node's code, or PGlite's Emscripten errno (pglite-errno.ts). */
function initdbErrorCode(stderr: string): string | undefined {
  const node = /\b(ENOSPC|EROFS|EACCES|EPERM|ENOTDIR|EEXIST)\b/.exec(stderr)?.[1];
  if (node) return node;
  const errno = /ErrnoError.*?errno: (\d+)/.exec(stderr)?.[1];
  return errno === undefined ? undefined : pgliteErrnoCode({ name: "ErrnoError", errno: Number(errno) });
}

/**
 * Creates PGlite's database cluster in `dir` in a process of its own, which exits when done. Its
 * failure carries the child's error code (a full disk, a read-only folder) and the folder, so the
 * start-up message says what went wrong as it did when initdb ran in this process.
 */
export function initPgliteApart(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [INITDB_SCRIPT, dir], { timeout: 10 * 60_000 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const failure = new Error(`PGlite's initdb failed: ${stderr.trim() || error.message}`) as NodeJS.ErrnoException;
      const code = initdbErrorCode(stderr);
      if (code) Object.assign(failure, { code, path: dir });
      reject(failure);
    });
  });
}

/** Opens PostgreSQL at `url`, or the embedded PGlite database under `dataDir/db`. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options);
  const dir = path.join(options.dataDir, "db");
  // PGlite needs the parent folder to exist before it creates its own.
  mkdirSync(options.dataDir, { recursive: true });
  // Before PGlite touches the files: a second process on them would corrupt the database.
  const claim = await claimDataDir(options.dataDir);
  try {
    if (!existsSync(path.join(dir, "PG_VERSION"))) await initPgliteApart(dir);
    const { PGlite } = await import("@electric-sql/pglite");
    const handle = await wrapPglite(await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS }));
    return {
      ...handle,
      dataDir: options.dataDir,
      close: async () => {
        await handle.close();
        await claim.release();
      },
    };
  } catch (error) {
    await claim.release();
    throw error;
  }
}

/** Wraps an open PGlite instance (file-backed or in-memory) as a database handle. */
export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle(client);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // One process holds a PGlite database: its notifications never go missing.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}

/**
 * node-postgres settings for the pool: statements time out (docs/decisions/031-database-outages.md),
 * idle connections are kept alive by TCP keepalives.
 */
export function poolConfig(url: string, timeouts: DatabaseTimeouts): PoolConfig {
  return {
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
    // A process that lost its connection mid-transaction must not hold row locks for long.
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    keepAlive: true,
  };
}

/**
 * A connection of its own for work that may rightly run long (migrations, exports): the pool's
 * connection settings without its statement and read timeouts.
 */
export function longRunningClientConfig(pool: Pool, connectMs: number): ClientConfig {
  const { options } = pool;
  return {
    ...options,
    // The pool keeps the password out of its options' enumerable keys; it is passed on by name.
    password: options.password,
    connectionTimeoutMillis: connectMs,
    statement_timeout: undefined,
    query_timeout: undefined,
    idle_in_transaction_session_timeout: undefined,
  };
}

async function openPostgres(options: OpenOptions & { url?: string }): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool: Pool = new pg.default.Pool({
    ...poolConfig(options.url as string, timeouts),
    Client: notingConnectFailures(pg.default.Client),
  });
  watchPool(pool, options.logger);
  const listeners = new Set<() => Promise<void>>();
  const logger = options.onQuery ? { logger: { logQuery: options.onQuery } } : {};
  const db = drizzle({ client: pool, ...logger });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migratePostgres(new pg.default.Client(longRunningClientConfig(pool, timeouts.connectMs))),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, onMessage, onGap) => {
      const stop = await listenPostgres(
        () => new pg.default.Client(longRunningClientConfig(pool, timeouts.connectMs)),
        channel,
        onMessage,
        onGap,
        options.logger,
      );
      const remove = async () => {
        listeners.delete(remove);
        await stop();
      };
      listeners.add(remove);
      return remove;
    },
  };
}

/** How long a lost listening connection waits before it tries again, at most. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would hand the session to other statements),
 * opened again whenever it is lost, with `onGap` told each time it is back: the notifications sent
 * in between are gone. The first connection must succeed; later ones are retried with a growing
 * pause, the wait being a reconnect, not durable work.
 */
async function listenPostgres(
  newClient: () => Client,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
  logger: Logger | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pauseMs = 250;

  async function connect(): Promise<void> {
    const client = newClient();
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    let lost = false;
    const onLost = () => {
      // A connection that never got to listen is the caller's failure, not a loss.
      if (lost || stopped || current !== client) return;
      lost = true;
      current = undefined;
      void client.end().catch(() => undefined);
      logger?.warn({ channel }, "the database connection listening for changes was lost; it reconnects");
      scheduleRetry();
    };
    client.on("error", onLost);
    client.on("end", onLost);
    await client.connect();
    await client.query(`listen ${quoteIdentifier(channel)}`);
    current = client;
    pauseMs = 250;
  }

  function scheduleRetry() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(onGap, () => {
        pauseMs = Math.min(pauseMs * 2, LISTEN_RETRY_MAX_MS);
        if (!stopped && !current) scheduleRetry();
      });
    }, pauseMs);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Keeps a lost connection from ending the process: node-postgres emits 'error' on an idle pooled
 * client whose connection dies (a restart, pg_terminate_backend, a pooler or a TCP reset), and on a
 * checked-out one between statements; unheard, that event is an uncaught exception. The pool
 * drops such a client and opens a new one when next needed; statements in flight fail, and
 * the API answers them 503 (middleware/error-reply.ts).
 */
function watchPool(pool: Pool, logger: Logger | undefined) {
  pool.on("error", (error) => {
    logger?.warn({ cause: error.message }, "a database connection was lost; the pool opens a new one when needed");
  });
  // Between statements the failure is the next statement's error; the event itself says nothing more.
  pool.on("connect", (client) => client.on("error", () => undefined));
  pool.on("release", (error, client) => {
    // A statement the client gave up waiting for may still hold the connection; left in the pool it
    // would stall the next user. Ended now, the pool removes it.
    if (!error && hasStatementRunning(client)) void client.end().catch(() => undefined);
  });
}

/** node-postgres 8 keeps the statement being answered here; a missing method reads as idle. */
function hasStatementRunning(client: object): boolean {
  const active = (client as { _getActiveQuery?: () => unknown })._getActiveQuery;
  return typeof active === "function" && active.call(client) != null;
}

/**
 * Runs the migrations on a connection of its own, under an advisory lock, so processes starting
 * together migrate one after another: the second finds the work done. Without it they race on
 * drizzle's own bookkeeping (duplicate-key errors on a fresh database). The lock goes with the
 * connection, whatever happens.
 */
async function migratePostgres(client: Client): Promise<void> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A failure reaches the statement that was running; between statements it must not end the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end().catch(() => undefined);
  }
}
