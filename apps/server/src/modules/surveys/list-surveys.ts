import type { ListSurveysQuery, SurveySort } from "@sondar/core/surveys/survey-list-query";
import type { SurveyListItem, SurveyListReply } from "@sondar/core/surveys/survey-replies";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";

const ORDER_BY: Record<SurveySort, SQL> = {
  newest: sql`s.created_at desc, s.id`,
  oldest: sql`s.created_at asc, s.id`,
  title_asc: sql`lower(s.title) asc, s.id`,
  title_desc: sql`lower(s.title) desc, s.id`,
  most_responses: sql`response_count desc, s.created_at desc`,
  least_responses: sql`response_count asc, s.created_at desc`,
};

/**
 * One page of surveys with their question and response counts in a single query: the
 * response counts come from one grouped scan, never one request per survey.
 */
export async function listSurveys(db: Database, scope: SQL, query: ListSurveysQuery): Promise<SurveyListReply> {
  const filters: SQL[] = [scope, sql`s.status <> 'deleted'`];
  if (query.status !== "all") filters.push(sql`s.status = ${query.status}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(s.title ilike ${pattern} or s.description ilike ${pattern})`);
  }
  const where = sql.join(filters, sql` and `);
  const result = await db.execute(sql`
    select s.id, s.title, s.description, s.status, s.share_id as "shareId", s.organization_id as "organizationId", s.created_by as "createdBy",
           (case when jsonb_typeof(s.questions) = 'array' then jsonb_array_length(s.questions) else 0 end)::int as "questionCount",
           coalesce(r.n, 0)::int as "responseCount", coalesce(r.n, 0) as response_count,
           s.created_at as "createdAt", s.updated_at as "updatedAt",
           count(*) over ()::int as "total"
    from surveys s
    left join (
      select survey_id, count(*) as n from survey_responses
      where survey_id in (select id from surveys s where ${where})
      group by survey_id
    ) r on r.survey_id = s.id
    where ${where}
    order by ${ORDER_BY[query.sort]}
    limit ${query.limit} offset ${query.offset}`);
  const rows = (result as unknown as { rows: (SurveyListItem & { total: number; response_count: unknown })[] }).rows;
  return {
    total: rows[0]?.total ?? 0,
    surveys: rows.map(({ total: _total, response_count: _rc, ...item }) => ({
      ...item,
      createdAt: new Date(item.createdAt).toISOString(),
      updatedAt: new Date(item.updatedAt).toISOString(),
    })),
  };
}
