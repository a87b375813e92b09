import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** Each survey's complete responses (partial ones never count toward a limit), by survey id; absent means 0. */
export async function countCompleteResponses(db: Database, surveyIds: readonly string[]): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const result = (await db.execute(
    sql`select survey_id, count(*)::integer as complete from survey_responses
        where survey_id = any(${sql.param([...surveyIds])}::uuid[]) and status = 'complete' group by survey_id`,
  )) as unknown as { rows: { survey_id: string; complete: number | string }[] };
  return new Map(result.rows.map((row) => [row.survey_id, Number(row.complete)]));
}

/**
 * Takes the transaction's lock on each survey's collecting (docs/decisions/234-closing-rules.md):
 * a submit into a survey with a response limit counts and inserts under it, so concurrent submits
 * cannot pass the count together. In one order everywhere, so two batches never wait on each other.
 */
export async function lockCollecting(tx: Database, surveyIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(surveyIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`survey-collecting:${id}`}, 0))`);
  }
}
