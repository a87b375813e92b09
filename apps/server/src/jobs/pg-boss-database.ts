import type { Database } from "../db/database";

interface QueryResult {
  rows: unknown[];
}

/** What drizzle's session holds: a node-postgres pool or client, or PGlite (or a PGlite transaction). */
interface SessionClient {
  query: (text: string, values?: unknown[]) => Promise<QueryResult>;
  exec?: (text: string) => Promise<QueryResult[]>;
}

/** The database object pg-boss takes in its `db` option (and per call, for a send in a transaction). */
export interface PgBossDatabase {
  executeSql: (text: string, values?: unknown[]) => Promise<QueryResult>;
}

/**
 * Runs pg-boss's SQL on our own connection: the pool (or the transaction's client) behind a
 * Drizzle database, so pg-boss opens no pool of its own and a send can join a transaction.
 * PGlite's `query` takes one statement, so pg-boss's multi-statement commands (its maintenance
 * runs `BEGIN; …; COMMIT;` in one string) go through `exec`, which PGlite runs whole before
 * any other query.
 */
export function pgBossDatabase(db: Database): PgBossDatabase {
  const client = (db._.session as unknown as { client: SessionClient }).client;
  return {
    executeSql: async (text, values) => {
      if (client.exec && !values?.length) {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}
