import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { responsesOrder, responsesWhere } from "../responses/response-filter";

/** Longest answer text read for analysis; the NLP needs no more and memory stays bounded. */
const MAX_ANSWER_CHARS = 2000;

/**
 * The `limit` newest non-empty answers to each of `questionIds` (newest as the response list
 * orders them), per question id. One statement: a top-N per question (a lateral join with its
 * own LIMIT), so at most `questionIds.length × limit` short strings leave the database.
 */
export async function listTextAnswers(
  db: Database,
  surveyId: string,
  status: ResponseStatusFilter,
  questionIds: readonly string[],
  limit: number,
): Promise<Record<string, string[]>> {
  const answers: Record<string, string[]> = {};
  if (questionIds.length === 0 || limit <= 0) return answers;
  const ids = sql.join(
    questionIds.map((id, i) => sql`(${id}::text, ${i}::int)`),
    sql`, `,
  );
  const order = responsesOrder(status);
  const result = (await db.execute(sql`
    select q.id as question_id, t.answer
    from (values ${ids}) as q(id, ord)
    cross join lateral (
      select left(r.answers ->> q.id, ${MAX_ANSWER_CHARS}::int) as answer, row_number() over (order by ${order}) as n
      from survey_responses r
      where ${responsesWhere(surveyId, status)}
        and jsonb_typeof(r.answers -> q.id) = 'string'
        and btrim(r.answers ->> q.id) <> ''
      order by ${order}
      limit ${limit}::int
    ) t
    order by q.ord, t.n`)) as unknown as { rows: { question_id: string; answer: string }[] };
  for (const row of result.rows) (answers[row.question_id] ??= []).push(row.answer);
  return answers;
}
