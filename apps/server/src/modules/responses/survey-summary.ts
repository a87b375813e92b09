import { getCompletionRate } from "@sondar/core/responses/completion-rate";
import { BUCKET_NUDGE, numberBucketsFor } from "@sondar/core/responses/number-buckets";
import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import type { SurveyRow } from "../surveys/survey-access";
import { packedCounts } from "./packed-counts";
import { responsesWhere } from "./response-filter";
import { isFilled, planQuestion, type AggregateValues, type BucketCounts, type QuestionPlan } from "./summary-plans";

/** Text questions show this many recent answers. */
const RECENT_SAMPLES = 5;
/** PostgreSQL takes at most 65,535 bound parameters per statement; a survey past this budget is scanned in parts. */
const PARAMETERS_PER_SCAN = 30_000;

const dialect = new PgDialect();
const isoTime = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Row = Record<string, AggregateValues | null>;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One scan of the survey's responses computing every aggregate in `columns` (each a text[] of aggregates). */
async function scan(db: Database, where: SQL, columns: SQL[][]): Promise<AggregateValues[]> {
  const select = columns.map((aggregates, i) => {
    const values = aggregates.length
      ? sql`array[${sql.join(
          aggregates.map((a) => sql`(${a})::text`),
          sql`, `,
        )}]`
      : sql`'{}'::text[]`;
    return sql`${values} as ${sql.raw(`c${i}`)}`;
  });
  const [row] = await rowsOf<Row>(db, sql`select ${sql.join(select, sql`, `)} from survey_responses r where ${where}`);
  return columns.map((_, i) => row?.[`c${i}`] ?? []);
}

/** Groups plans so that no scan binds more parameters than PostgreSQL accepts (one group in practice). */
function partsWithinParameterBudget(plans: QuestionPlan[]): QuestionPlan[][] {
  const parts: QuestionPlan[][] = [[]];
  let used = 0;
  for (const plan of plans) {
    const params = dialect.sqlToQuery(sql.join(plan.aggregates, sql`, `)).params.length;
    if (used + params > PARAMETERS_PER_SCAN && parts.at(-1)?.length) {
      parts.push([]);
      used = 0;
    }
    parts.at(-1)?.push(plan);
    used += params;
  }
  return parts;
}

interface Totals {
  matching: number;
  complete: number;
  partial: number;
  first: string | null;
  last: string | null;
}

/** Counts over the scanned rows, plus the count of the status the filter leaves out (an index count). */
function totalsColumn(
  surveyId: string,
  status: ResponseStatusFilter,
): { aggregates: SQL[]; read: (v: AggregateValues) => Totals } {
  const answeredAt = sql`coalesce(r.completed_at, r.updated_at)`;
  const left = status === "complete" ? "partial" : "complete";
  const aggregates = [
    sql`count(*)`,
    sql`count(*) filter (where r.status = 'complete')`,
    isoTime(sql`min(${answeredAt})`),
    isoTime(sql`max(${answeredAt})`),
    status === "all"
      ? sql`0`
      : sql`(select count(*) from survey_responses o where o.survey_id = ${surveyId} and o.status = ${left})`,
  ];
  return {
    aggregates,
    read: (values) => {
      const [matching, complete, first, last, leftOut] = values;
      const scanned = { matching: Number(matching ?? 0), complete: Number(complete ?? 0) };
      const partialScanned = scanned.matching - scanned.complete;
      return {
        matching: scanned.matching,
        complete: status === "partial" ? Number(leftOut ?? 0) : scanned.complete,
        partial: status === "complete" ? Number(leftOut ?? 0) : partialScanned,
        first: first ?? null,
        last: last ?? null,
      };
    },
  };
}

/** Pass 2, only when number questions were answered: their answers counted into round buckets, and summed. */
async function countBuckets(
  db: Database,
  where: SQL,
  requests: { plan: QuestionPlan; min: number; max: number }[],
): Promise<Map<QuestionPlan, BucketCounts>> {
  const found = new Map<QuestionPlan, BucketCounts>();
  if (!requests.length) return found;
  const counters = requests.map(({ plan, min, max }) => {
    const buckets = numberBucketsFor(min, max);
    const value = plan.bucketing?.value ?? sql`null::float8`;
    // Core's bucketIndexOf, in the same float8 arithmetic: the answers' buckets run from 0 to count - 1.
    // Not clamped with greatest/least, which would turn an unanswered (null) row into bucket 0.
    const index = sql`(floor(${value} / ${buckets.widthText}::float8 + ${BUCKET_NUDGE}::float8) - ${buckets.first}::float8)::int`;
    const labels = Array.from({ length: buckets.count }, (_, i) => sql.raw(String(i)));
    const counter = packedCounts(index, labels);
    const sum = sql`sum(${plan.bucketing?.exact ?? sql`null::numeric`})`;
    return { plan, buckets, counter, aggregates: [sum, ...counter.aggregates] };
  });
  const values = await scan(
    db,
    where,
    counters.map((c) => c.aggregates),
  );
  counters.forEach(({ plan, buckets, counter }, i) => {
    const [sum = null, ...counts] = values[i] ?? [];
    found.set(plan, { buckets, counts: counter.read(counts).counts, sum: Number(sum ?? 0) });
  });
  return found;
}

/**
 * The most recent non-blank answers of each text question, newest first. Each status is read in
 * its list order, so complete answers come from the completion-time index and stop after a few rows.
 */
async function recentSamples(db: Database, surveyId: string, status: ResponseStatusFilter, plans: QuestionPlan[]) {
  const found = new Map<QuestionPlan, string[]>();
  if (!plans.length) return found;
  const branch = (which: "complete" | "partial") => {
    const at = which === "complete" ? sql`r.completed_at` : sql`r.updated_at`;
    const order = which === "complete" ? sql`r.completed_at desc nulls last, r.id desc` : sql`r.updated_at desc, r.id desc`;
    return sql`(select r.answers ->> q.id as value, ${isoTime(at)} as at from survey_responses r
      where r.survey_id = ${surveyId} and r.status = ${which} and ${isFilled(sql`(r.answers ->> q.id)`)}
      order by ${order} limit ${RECENT_SAMPLES})`;
  };
  const branches = status === "all" ? [branch("complete"), branch("partial")] : [branch(status)];
  const rows = await rowsOf<{ ord: string | number; value: string; at: string | null }>(
    db,
    sql`select q.ord, s.value, s.at
      from unnest(${sql.param(plans.map((p) => p.question.id))}::text[]) with ordinality as q(id, ord)
      cross join lateral (${sql.join(branches, sql` union all `)}) s`,
  );
  plans.forEach((plan, i) => {
    const mine = rows.filter((row) => Number(row.ord) === i + 1);
    // ISO times in one format sort as text; a missing time sorts last.
    mine.sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""));
    found.set(
      plan,
      mine.slice(0, RECENT_SAMPLES).map((row) => row.value),
    );
  });
  return found;
}

/**
 * Per-question summaries of `survey`'s responses matching `status`, computed in PostgreSQL; no
 * response is ever loaded here. One scan does nearly all of it: every question adds a few
 * aggregates to a single `select ... from survey_responses` (counters packed per question, see
 * packed-counts.ts). In the same snapshot, answered number questions take a second, narrow pass
 * that counts their answers into buckets once the first pass has found their range, and text
 * questions read their 5 most recent answers through the completion-time index.
 */
export async function computeSurveySummary(
  db: Database,
  survey: SurveyRow,
  status: ResponseStatusFilter,
): Promise<SurveySummary> {
  const plans = survey.questions.map(planQuestion);
  const where = responsesWhere(survey.id, status);
  const totals = totalsColumn(survey.id, status);

  return db.transaction(
    async (tx) => {
      const txDb = tx as unknown as Database;
      const values = new Map<QuestionPlan, AggregateValues>();
      let totalValues: AggregateValues = [];
      for (const [index, part] of partsWithinParameterBudget(plans).entries()) {
        const columns = part.map((plan) => plan.aggregates);
        const scanned = await scan(txDb, where, index === 0 ? [totals.aggregates, ...columns] : columns);
        if (index === 0) totalValues = scanned.shift() ?? [];
        part.forEach((plan, i) => values.set(plan, scanned[i] ?? []));
      }
      const counts = totals.read(totalValues);

      const bucketRequests = plans.flatMap((plan) => {
        const range = plan.bucketing?.range(values.get(plan) ?? []);
        return range ? [{ plan, ...range }] : [];
      });
      const buckets = await countBuckets(txDb, where, bucketRequests);
      const samples = await recentSamples(
        txDb,
        survey.id,
        status,
        counts.matching ? plans.filter((plan) => plan.wantsSamples) : [],
      );

      return {
        surveyId: survey.id,
        // Responses are complete or partial (the table's check): every one is either.
        responseCount: counts.complete + counts.partial,
        totalResponses: counts.matching,
        completeCount: counts.complete,
        partialCount: counts.partial,
        completionRate: getCompletionRate(counts.complete, counts.partial) ?? 0,
        firstResponseAt: counts.first,
        lastResponseAt: counts.last,
        questions: plans.map((plan) => {
          const extra = { buckets: buckets.get(plan), samples: samples.get(plan) };
          return plan.shape(values.get(plan) ?? [], extra);
        }),
      };
    },
    // One snapshot for every pass, so the buckets and samples describe the same responses as the counts.
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
