import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";

const dialect = new PgDialect();

export interface NamedStatement<Values extends Record<string, unknown>, Row> {
  /** Runs the statement with these placeholder values; the rows it returned. */
  run: (db: Database, values: Values) => Promise<Row[]>;
}

/**
 * A statement written once with `sql.placeholder(...)` for its values, built to SQL text once
 * per process and run as a named prepared statement: on PostgreSQL each pooled connection
 * parses and plans it once and then only binds values (the respondent writes are large CTEs;
 * planning them on every request cost a third of their time, and building their text from the
 * template on every request was a visible share of the server's time per request). The name is derived from
 * the SQL text. PGlite runs it as an ordinary query.
 */
export function namedStatement<Values extends Record<string, unknown>, Row>(query: SQL): NamedStatement<Values, Row> {
  const built = dialect.sqlToQuery(query);
  const name = `sondar_${createHash("sha1").update(built.sql).digest("hex").slice(0, 20)}`;
  // One prepared query per database handle (tests open many; the server one).
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return {
    run: async (db, values) => {
      let statement = prepared.get(db);
      if (!statement) {
        statement = db._.session.prepareQuery(built, undefined, name, false);
        prepared.set(db, statement);
      }
      const result = (await statement.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
