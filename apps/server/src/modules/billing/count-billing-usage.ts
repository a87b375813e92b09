import type { BillingUsage } from "@sondar/core/plans/billing-replies";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** Surveys the user created (any status but deleted) and the responses to them, counted in SQL (docs/product/billing.md#usage). */
export async function countBillingUsage(db: Database, userId: string): Promise<BillingUsage> {
  const result = (await db.execute(sql`
    select
      (select count(*) from surveys where created_by = ${userId} and status <> 'deleted')::integer as "surveysCount",
      (select count(*) from survey_responses r join surveys s on s.id = r.survey_id
        where s.created_by = ${userId} and s.status <> 'deleted')::integer as "responsesCount"`)) as unknown as {
    rows: { surveysCount: number; responsesCount: number }[];
  };
  const row = result.rows[0];
  return { surveysCount: Number(row?.surveysCount ?? 0), responsesCount: Number(row?.responsesCount ?? 0) };
}
