import type { Answer } from "@sondar/core/answers/answer-schema";
import {
  totalPagesFor,
  type ResponseListQuery,
  type ResponsePage,
  type SurveyResponseItem,
} from "@sondar/core/responses/response-list";
import type { PageCursor } from "@sondar/core/api/v1-schemas";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { afterCursor, cursorTime, keysetPage } from "../../lib/keyset-page";
import { hiddenValuesWhere, responsesOrder, responsesWhere } from "./response-filter";

export interface ResponseRow {
  id: string;
  status: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  respondent_email: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  answers: Record<string, Answer> | null;
  hidden_fields: Record<string, string> | null;
  total?: string | number;
}

export const isoTime = (column: string) => sql.raw(`to_char(r.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function toItem(row: ResponseRow): SurveyResponseItem {
  return {
    id: row.id,
    status: row.status,
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    respondentEmail: row.respondent_email,
    city: row.city,
    country: row.country,
    region: row.region,
    answers: row.answers ?? {},
    hiddenFields: row.hidden_fields ?? {},
  };
}

/**
 * The responses a list query keeps: the status filter's and the hidden-value filters'
 * (response-filter.ts), or the one response it names.
 */
function listWhere(surveyId: string, query: ResponseListQuery) {
  const where = hiddenValuesWhere(responsesWhere(surveyId, query.status), query.hidden);
  return query.response ? sql`${where} and r.id = ${query.response}` : where;
}

async function countResponses(db: Database, surveyId: string, query: ResponseListQuery): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::text as total from survey_responses r where ${listWhere(surveyId, query)}`,
  )) as unknown as { rows: { total: string }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * One page of a survey's responses, newest first. The page and its total come back in one
 * round trip (the count is a scalar subquery over the same index); only a page past the end,
 * which has no row to carry the total, costs a second query.
 */
export async function listResponses(db: Database, surveyId: string, query: ResponseListQuery): Promise<ResponsePage> {
  const where = listWhere(surveyId, query);
  const result = (await db.execute(sql`
    select r.id, r.status, ${isoTime("completed_at")} as completed_at, ${isoTime("created_at")} as created_at,
      ${isoTime("updated_at")} as updated_at, r.respondent_email, r.city, r.country, r.region, r.answers,
      r.hidden_fields, (select count(*) from survey_responses r where ${where})::text as total
    from survey_responses r
    where ${where}
    order by ${responsesOrder(query.status)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)) as unknown as { rows: ResponseRow[] };
  const rows = result.rows;
  const totalCount = rows[0] ? Number(rows[0].total) : await countResponses(db, surveyId, query);
  return {
    data: rows.map(toItem),
    totalCount,
    totalPages: totalPagesFor(totalCount, query.pageSize),
    currentPage: query.page,
    pageSize: query.pageSize,
  };
}

/** Which responses a public API page keeps (docs/decisions/194-cursor-paging.md). */
export interface ResponseKeysetQuery {
  status: ResponseListQuery["status"];
  since?: string;
  until?: string;
  after: PageCursor | null;
  limit: number;
}

/**
 * The public API's page of a survey's responses: newest first by creation, after the cursor,
 * within the time range, one row more than asked to tell whether a next page exists. The
 * survey_responses_survey_created_idx index (survey_id, created_at, id) walks it; a status
 * filter is checked on the rows walked.
 */
export function responsesAfterQuery(surveyId: string, query: ResponseKeysetQuery): SQL {
  const filters = [responsesWhere(surveyId, query.status)];
  if (query.since) filters.push(sql`r.created_at >= ${query.since}::timestamptz`);
  if (query.until) filters.push(sql`r.created_at < ${query.until}::timestamptz`);
  if (query.after) filters.push(afterCursor(sql`r.created_at`, sql`r.id`, query.after));
  return sql`
    select r.id, r.status, ${isoTime("completed_at")} as completed_at, ${isoTime("created_at")} as created_at,
      ${isoTime("updated_at")} as updated_at, r.respondent_email, r.city, r.country, r.region, r.answers, r.hidden_fields,
      ${cursorTime(sql`r.created_at`)} as "cursorAt"
    from survey_responses r
    where ${sql.join(filters, sql` and `)}
    order by r.created_at desc, r.id desc
    limit ${query.limit + 1}`;
}

/** One page of responsesAfterQuery and the cursor of the next, when there is one (docs/decisions/194-cursor-paging.md). */
export async function listResponsesAfter(
  db: Database,
  surveyId: string,
  query: ResponseKeysetQuery,
): Promise<{ data: SurveyResponseItem[]; nextCursor: PageCursor | null }> {
  const result = (await db.execute(responsesAfterQuery(surveyId, query))) as unknown as {
    rows: (ResponseRow & { cursorAt: string })[];
  };
  return keysetPage(result.rows, query.limit, toItem);
}
