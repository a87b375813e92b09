import { count, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { withAdvisoryLock } from "../../db/with-advisory-lock";

/**
 * Surveys that count toward the trial cap of `holderId`'s plan: every survey it covers that is
 * not archived or deleted, the holder's personal ones and those of every organization they own,
 * whoever created them (docs/product/teams.md#surveys-and-the-plan).
 */
export async function countCappedSurveys(db: Database, holderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(surveys)
    .where(
      sql`${surveys.status} not in ('archived', 'deleted') and (
        (${surveys.organizationId} is null and ${surveys.createdBy} = ${holderId})
        or ${surveys.organizationId} in (select organization_id from members where user_id = ${holderId} and role = 'owner'))`,
    );
  return row?.n ?? 0;
}

/** An organization's surveys that count toward its owner's trial cap (not archived, not deleted). */
export async function countOrganizationCappedSurveys(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(surveys)
    .where(sql`${surveys.status} not in ('archived', 'deleted') and ${surveys.organizationId} = ${organizationId}`);
  return row?.n ?? 0;
}

/**
 * Runs `work` in a transaction holding a lock per plan holder, so concurrent creates (or a create
 * and a transfer of ownership) cannot pass the trial cap together.
 */
export function withPlanLock<T>(db: Database, holderId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return withAdvisoryLock(db, holderId, work);
}
