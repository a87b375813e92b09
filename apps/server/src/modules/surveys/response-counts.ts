import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";

/**
 * The one SQL definition of what a survey's response counts count
 * (docs/product/responses-and-exports.md#counts): every stored response, complete or partial,
 * and the partial ones among them. `row` names the `survey_responses` row in the query.
 */
export function responseCountColumns(row: SQL = sql.raw("survey_responses")): { responses: SQL; partial: SQL } {
  return {
    responses: sql`count(*)::int`,
    partial: sql`(count(*) filter (where ${row}.status = 'partial'))::int`,
  };
}

/** A survey's response counts, for the replies that show them next to the survey. */
export async function countSurveyResponses(
  db: Database,
  surveyId: string,
): Promise<{ responseCount: number; partialCount: number }> {
  const counts = responseCountColumns();
  const result = (await db.execute(sql`
    select ${counts.responses} as responses, ${counts.partial} as partial
    from survey_responses where survey_responses.survey_id = ${surveyId}`)) as unknown as {
    rows: { responses: number | string; partial: number | string }[];
  };
  const [row] = result.rows;
  return { responseCount: Number(row?.responses ?? 0), partialCount: Number(row?.partial ?? 0) };
}
