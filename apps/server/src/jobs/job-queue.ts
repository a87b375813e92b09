import type { Database } from "../db/database";
import { jobs } from "../db/schema/jobs";

/**
 * Adds a job; pass the transaction of the change that needs it, so both commit together.
 * (The response submit writes its job in the same SQL statement as the response instead.)
 */
export async function enqueueJob(db: Database, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error("job not enqueued");
  return row.id;
}
