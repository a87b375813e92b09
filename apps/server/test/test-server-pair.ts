import { afterAll, inject } from "vitest";
import { buildServer } from "../src/build-server";
import { openDatabase } from "../src/db/open-database";
import { createLogger } from "../src/lib/logger";
import { createTestDatabaseUrl } from "./test-database";
import { createTestServer, type TestServer } from "./test-server";

/**
 * Two servers on one database, each with its own job runner and in-process state, as two
 * `npm start` would have. On PostgreSQL each has its own connection pool (and listening
 * connection); PGlite is one process only, so there they share its one connection.
 */
export async function createServerPair(options: { env?: Record<string, string>; now?: () => Date } = {}) {
  const { env, now } = options;
  const clock = now ? { now } : {};
  let first: TestServer;
  let database: TestServer["database"];
  if (inject("postgresTemplate")) {
    const url = await createTestDatabaseUrl();
    const own = await openDatabase({ url, dataDir: "" });
    database = await openDatabase({ url, dataDir: "" });
    const other = database;
    afterAll(() => other.close());
    first = await createTestServer({ database: own, ...(env ? { env } : {}), ...clock });
  } else {
    first = await createTestServer({ ...(env ? { env } : {}), ...clock });
    database = first.database;
  }
  const second = await buildServer({ config: first.config, database, logger: createLogger("silent"), ...clock });
  return { first, second: { ...second, db: database.db } };
}

export type SecondServer = Awaited<ReturnType<typeof createServerPair>>["second"];
