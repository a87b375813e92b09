import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";

const dialect = new PgDialect();
const names = new Map<string, string>();

/**
 * Runs `query` as a named prepared statement: on PostgreSQL each pooled connection parses and
 * plans it once and then only binds values (the respondent writes are large CTEs, and planning
 * them on every request cost a third of their time). The name is derived from the SQL text, so
 * every variant of a statement gets its own. PGlite runs it as an ordinary query.
 */
export async function executeNamed<Row>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (!name) {
    name = `sondar_${createHash("sha1").update(built.sql).digest("hex").slice(0, 20)}`;
    if (names.size < 1000) names.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
