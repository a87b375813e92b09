import { sql } from "drizzle-orm";
import type { Database } from "./database";

/**
 * Runs `work` in a transaction holding the advisory lock named `key` until it commits or rolls
 * back: one holder of a name at a time across every process, so a count and the insert it
 * allows cannot interleave with another's.
 */
export function withAdvisoryLock<T>(db: Database, key: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx as unknown as Database);
  });
}
