import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import type { Database, DatabaseHandle } from "./database";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

export interface OpenOptions {
  url?: string | undefined;
  dataDir: string;
  /** Called with every SQL statement; benchmarks count queries with it. */
  onQuery?: (query: string) => void;
}

/** Opens PostgreSQL at `url`, or the embedded PGlite database under `dataDir/db`. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.onQuery);
  const dir = path.join(options.dataDir, "db");
  // PGlite needs the parent folder to exist before it creates its own.
  mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  return wrapPglite(new PGlite(dir));
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
  };
}

async function openPostgres(url: string, onQuery?: (query: string) => void): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool: Pool = new pg.default.Pool({ connectionString: url, max: 20 });
  const db = drizzle({ client: pool, ...(onQuery ? { logger: { logQuery: onQuery } } : {}) });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
