import type { ListSurveysQuery, SurveySort } from "@sondar/core/surveys/survey-list-query";
import { MAX_RESPONSE_LIMIT } from "@sondar/core/surveys/survey-schema";
import { compareSurveyTitles, surveySearchMatcher } from "@sondar/core/surveys/survey-text-order";
import type { SurveyListItem, SurveyListReply } from "@sondar/core/surveys/survey-replies";
import { sql, type SQL } from "drizzle-orm";
import type { PageCursor } from "@sondar/core/api/v1-schemas";
import type { Database } from "../../db/database";
import { responseCountColumns } from "./response-counts";

const ORDER_BY: Record<SurveySort, SQL> = {
  newest: sql`s.created_at desc, s.id`,
  oldest: sql`s.created_at asc, s.id`,
  // Title orders are finished in JS by the locale's collator; this order breaks its ties.
  title_asc: sql`s.created_at desc, s.id`,
  title_desc: sql`s.created_at desc, s.id`,
  most_responses: sql`response_count desc, s.created_at desc`,
  least_responses: sql`response_count asc, s.created_at desc`,
};

/** Created time to the millisecond, as cursors carry it (docs/decisions/194-cursor-paging.md). */
const CREATED_MS = sql`date_trunc('milliseconds', s.created_at)`;

/**
 * One page of surveys with their question and response counts in a single query: the
 * response counts come from one grouped scan, never one request per survey. With `keyset`
 * the page is newest first after the cursor (null: from the start), for the public API.
 */
export async function listSurveys(
  db: Database,
  scope: SQL,
  query: ListSurveysQuery,
  keyset?: { after: PageCursor | null },
): Promise<SurveyListReply> {
  const filters: SQL[] = [scope, sql`s.status <> 'deleted'`];
  if (query.status !== "all") filters.push(sql`s.status = ${query.status}`);
  if (keyset?.after)
    filters.push(sql`(${CREATED_MS}, s.id) < (${keyset.after.createdAt}::timestamptz, ${keyset.after.id}::uuid)`);
  // Search and A–Z follow the reader's locale, which PGlite's SQL cannot (docs/decisions/119-search-and-sort-by-locale.md):
  // the scope's rows are read whole and searched, sorted and paged here.
  const byLocale = !keyset && (!!query.search || query.sort === "title_asc" || query.sort === "title_desc");
  const page = byLocale ? sql`` : sql`limit ${query.limit} offset ${query.offset}`;
  const where = sql.join(filters, sql` and `);
  const counts = responseCountColumns();
  const result = await db.execute(sql`
    select s.id, s.title, s.description, s.status, s.share_id as "shareId", s.organization_id as "organizationId", s.created_by as "createdBy",
           (case when jsonb_typeof(s.questions) = 'array' then jsonb_array_length(s.questions) else 0 end)::int as "questionCount",
           case when jsonb_typeof(s.settings->'closeAt') = 'string' then s.settings->>'closeAt' end as "closeAt",
           case when jsonb_typeof(s.settings->'responseLimit') = 'number'
             then least((s.settings->>'responseLimit')::numeric, ${MAX_RESPONSE_LIMIT})::int end as "responseLimit",
           coalesce(r.n, 0)::int as "responseCount", coalesce(r.partial, 0)::int as "partialCount", coalesce(r.n, 0) as response_count,
           s.created_at as "createdAt", s.updated_at as "updatedAt",
           count(*) over ()::int as "total"
    from surveys s
    left join (
      select survey_id, ${counts.responses} as n, ${counts.partial} as partial from survey_responses
      where survey_id in (select id from surveys s where ${where})
      group by survey_id
    ) r on r.survey_id = s.id
    where ${where}
    order by ${keyset ? sql`${CREATED_MS} desc, s.id desc` : ORDER_BY[query.sort]}
    ${page}`);
  let rows = (result as unknown as { rows: (SurveyListItem & { total: number; response_count: unknown })[] }).rows;
  let total = rows[0]?.total ?? 0;
  if (byLocale) {
    const { search, locale } = query;
    if (search) rows = rows.filter(surveySearchMatcher(search, locale));
    const compare = compareSurveyTitles(locale);
    if (query.sort === "title_asc") rows.sort((a, b) => compare(a.title, b.title));
    if (query.sort === "title_desc") rows.sort((a, b) => compare(b.title, a.title));
    total = rows.length;
    rows = rows.slice(query.offset, query.offset + query.limit);
  }
  return {
    total,
    surveys: rows.map(({ total: _total, response_count: _rc, ...item }) => ({
      ...item,
      createdAt: new Date(item.createdAt).toISOString(),
      updatedAt: new Date(item.updatedAt).toISOString(),
    })),
  };
}
