import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";
import { probeFreeSpace } from "./probe-free-space";

/** A health check answers within this long, whatever the database does. */
export const HEALTH_DEADLINE_MS = 3_000;

/**
 * How long the check waits for the lock a submit's insert takes on the responses table: a table
 * held by another transaction (a migration, a manual LOCK, a long ALTER) shows as a failed
 * write, not as a check that passes while every submit waits.
 */
export const HEALTH_LOCK_WAIT_MS = 1_000;

/** The instance_settings row the write check rewrites: a write that fails (a full disk, a read-only database) shows. */
const PROBE_KEY = "health_probe";

type Check = "read" | "write";

export interface HealthOptions {
  databaseKind: string;
  /**
   * An embedded database's folder (PGlite on disk): the write check also writes a page-sized
   * file there, since a full disk still lets the probe row be rewritten in place while every
   * insert that needs a new page fails (probe-free-space.ts).
   */
  dataDir?: string | undefined;
}

/**
 * `/api/health` (readiness): 200 when the database answers a read and commits a write, the
 * responses table included, within the deadline, else 503 naming the check that failed (a
 * load balancer takes the process out of rotation). Callers that arrive while a check runs
 * share it: anyone can call this, and a flood of calls must not become a flood of writes
 * (docs/decisions/107-service-status-from-the-health-check.md).
 * `/api/health/live` (liveness): 200 while the process answers at all, without the database,
 * so a supervisor does not restart a process that waits out a database outage.
 */
export function healthRoutes(db: Database, options: HealthOptions) {
  const app = new Hono();
  let running: Promise<Check | null> | null = null;
  app.get("/api/health/live", (c) => c.json({ status: "ok" }));
  app.get("/api/health", async (c) => {
    running ??= checkDatabase(db, options.dataDir).finally(() => {
      running = null;
    });
    const failed = await running;
    if (!failed) return c.json({ status: "ok", database: options.databaseKind });
    return c.json({ status: "error", database: options.databaseKind, failed }, 503);
  });
  return app;
}

/** The first check that failed or did not finish in time; null when both passed. */
async function checkDatabase(db: Database, dataDir: string | undefined): Promise<Check | null> {
  let stage: Check = "read";
  const checks = (async () => {
    await db.execute(sql`select value from instance_settings where key = ${PROBE_KEY}`);
    stage = "write";
    await db.transaction(async (tx) => {
      // The lock a submit's insert takes, held until this commits; nothing is written to the table.
      await tx.execute(sql.raw(`set local lock_timeout = ${HEALTH_LOCK_WAIT_MS}`));
      await tx.execute(sql`lock table survey_responses in row exclusive mode`);
      await tx.execute(sql`
        insert into instance_settings (key, value) values (${PROBE_KEY}, ${new Date().toISOString()})
        on conflict (key) do update set value = excluded.value`);
    });
    if (dataDir) probeFreeSpace(dataDir);
    return null;
  })();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), HEALTH_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([checks, deadline]);
    return outcome === "late" ? stage : null;
  } catch {
    return stage;
  } finally {
    // A statement left behind at the deadline ends by its own timeout.
    clearTimeout(timer);
  }
}
