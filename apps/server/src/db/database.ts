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
  /** How full the connection pool is now (PostgreSQL only; PGlite has no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel`, from any process, until the
   * returned function is called. `onGap` is called when notifications may have been missed (the
   * listening connection was lost and is back), so what they would have said must be assumed.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
}
