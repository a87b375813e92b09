import pg from "pg";

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
