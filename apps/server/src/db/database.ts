import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The Drizzle database the server uses, whether it runs on PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** DATA_DIR of a PGlite database on disk, which keeps its files in `db` under it; absent otherwise. */
  dataDir?: string;
  /** Runs the committed migrations; safe to call on an up-to-date database. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}
