import type { PageCursor } from "@sondar/core/api/v1-schemas";
import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { afterCursor, cursorTime, keysetPage } from "../../lib/keyset-page";
import { responseCountColumns } from "./response-counts";
import { SURVEY_ITEM_COLUMNS, toSurveyListItem } from "./survey-list-columns";

/**
 * The public API's page of the surveys `scope` keeps (a condition on `surveys s`), newest first
 * after `after`, one row more than `limit`: the page is walked on the scope's index
 * (organization or creator, then created_at and id), and only its surveys' responses are counted.
 */
export function surveysAfterQuery(scope: SQL, input: { after: PageCursor | null; limit: number }): SQL {
  const filters = [scope, sql`s.status <> 'deleted'`];
  if (input.after) filters.push(afterCursor(sql`s.created_at`, sql`s.id`, input.after));
  const counts = responseCountColumns();
  return sql`
    select ${SURVEY_ITEM_COLUMNS}, ${cursorTime(sql`s.created_at`)} as "cursorAt"
    from (
      select * from surveys s where ${sql.join(filters, sql` and `)}
      order by s.created_at desc, s.id desc
      limit ${input.limit + 1}
    ) s
    left join lateral (
      select ${counts.responses} as n, ${counts.partial} as partial
      from survey_responses where survey_responses.survey_id = s.id
    ) r on true
    order by s.created_at desc, s.id desc`;
}

/** One page of surveysAfterQuery and the cursor of the next, when there is one (docs/decisions/194-cursor-paging.md). */
export async function listSurveysAfter(
  db: Database,
  scope: SQL,
  input: { after: PageCursor | null; limit: number },
): Promise<{ data: SurveyListItem[]; nextCursor: PageCursor | null }> {
  const result = await db.execute(surveysAfterQuery(scope, input));
  const rows = (result as unknown as { rows: (SurveyListItem & { cursorAt: string })[] }).rows;
  return keysetPage(rows, input.limit, ({ cursorAt: _cursorAt, ...item }) => toSurveyListItem(item));
}
