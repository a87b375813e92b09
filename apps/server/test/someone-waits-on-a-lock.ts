import { sql } from "drizzle-orm";
import type { TestServer } from "./test-server";

/** Resolves once some statement of this database waits on a lock (PostgreSQL only: PGlite has one connection). */
export async function someoneWaitsOnALock(server: TestServer): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const result = (await server.db.execute(
      sql`select count(*)::integer as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("no statement ever waited on a lock");
}
