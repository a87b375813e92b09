import pg from "pg";

/** Where the benchmarks make their databases: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default. */
export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The benchmark database's URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Runs `run` on a fresh database named `<prefix>_<pid>` beside `baseUrl`'s, dropped afterwards
 * whether or not `run` succeeded. `run` must have closed its connections when it returns.
 */
export async function withBenchDatabase(baseUrl: string, prefix: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    await run(withDatabase(baseUrl, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Brings the database at `url` to the current schema, then closes it, for a server started afterwards. */
export async function migrateBenchDatabase(url: string): Promise<void> {
  const { openDatabase } = await import("../../apps/server/src/db/open-database");
  const database = await openDatabase({ url, dataDir: "" });
  await database.migrate();
  await database.close();
}
