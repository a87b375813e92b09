import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/database";

/** A health check answers within this long, whatever the database does. */
export const HEALTH_DEADLINE_MS = 3_000;

/** The instance_settings row the write check rewrites: a write that fails (a full disk, a read-only database) shows. */
const PROBE_KEY = "health_probe";

type Check = "read" | "write";

/**
 * `/api/health`: 200 when the database answers a read and commits a write within the deadline,
 * else 503 naming the check that failed (a load balancer takes the process out of rotation).
 * Callers that arrive while a check runs share it: anyone can call this, and a flood of calls
 * must not become a flood of writes (docs/decisions/107-service-status-from-the-health-check.md).
 */
export function healthRoutes(db: Database, databaseKind: string) {
  const app = new Hono();
  let running: Promise<Check | null> | null = null;
  app.get("/api/health", async (c) => {
    running ??= checkDatabase(db).finally(() => {
      running = null;
    });
    const failed = await running;
    if (!failed) return c.json({ status: "ok", database: databaseKind });
    return c.json({ status: "error", database: databaseKind, failed }, 503);
  });
  return app;
}

/** The first check that failed or did not finish in time; null when both passed. */
async function checkDatabase(db: Database): Promise<Check | null> {
  let stage: Check = "read";
  const checks = (async () => {
    await db.execute(sql`select value from instance_settings where key = ${PROBE_KEY}`);
    stage = "write";
    await db.execute(sql`
      insert into instance_settings (key, value) values (${PROBE_KEY}, ${new Date().toISOString()})
      on conflict (key) do update set value = excluded.value`);
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
