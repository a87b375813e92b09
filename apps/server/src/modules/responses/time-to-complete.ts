import { TIME_BUCKET_BOUNDS, timeBuckets, type TimeToComplete } from "@sondar/core/responses/time-and-drop-off";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

type Row = {
  timed: string | number;
  untimed: string | number;
  median: string | number | null;
  buckets: (string | number)[] | null;
};

/**
 * How long `surveyId`'s complete responses took, from the first save of the respondent's session
 * (created_at: the first partial save, 2 s after the first answer) to the submit (completed_at),
 * in one scan of its complete responses: the median (percentile_cont) and counts in the fixed
 * buckets of core's TIME_BUCKET_BOUNDS (width_bucket over their bounds). A response submitted
 * without an earlier save has created_at = completed_at and no known start: counted as untimed.
 */
export async function computeTimeToComplete(db: Database, surveyId: string): Promise<TimeToComplete> {
  const bounds = sql.raw(`array[${TIME_BUCKET_BOUNDS.join(", ")}]::float8[]`);
  const slots = timeBuckets().map((_, i) => sql.raw(`count(*) filter (where t.bucket = ${i})`));
  const result = await db.execute(sql`
    select count(t.seconds) as timed, count(*) - count(t.seconds) as untimed,
      percentile_cont(0.5) within group (order by t.seconds) as median,
      array[${sql.join(slots, sql`, `)}] as buckets
    from (
      select s.seconds, width_bucket(s.seconds, ${bounds}) as bucket
      from survey_responses r
      cross join lateral (
        select case when r.completed_at > r.created_at then extract(epoch from r.completed_at - r.created_at)::float8 end as seconds
      ) s
      where r.survey_id = ${surveyId} and r.status = 'complete'
    ) t`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const counts = row?.buckets ?? [];
  return {
    timedCount: Number(row?.timed ?? 0),
    untimedCount: Number(row?.untimed ?? 0),
    medianSeconds: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
    buckets: timeBuckets().map((range, i) => ({ ...range, count: Number(counts[i] ?? 0) })),
  };
}
