import { sql, type SQL } from "drizzle-orm";
import type { GeoLocation } from "../../adapters/geo/geo-adapter";
import type { Database } from "../../db/database";
import { RESPONSE_ALERT_JOB } from "../../jobs/job-kinds";
import { questionsVersionMatches, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { executeNamed } from "./named-statement";
import { rateLimitHit, type PublicRateLimit } from "./public-rate-limit";

export interface CompleteResponseInput {
  survey: CachedSurvey;
  sessionId: string | null;
  clientSubmissionId: string;
  answers: Record<string, unknown>;
  respondentEmail: string | null;
  location: GeoLocation;
  /** Already masked (mask-ip.ts). */
  ipAddress: string | null;
  now: Date;
  /** Counted in the same statement; nothing is written past it. */
  rateLimit: PublicRateLimit | null;
}

/** What a respondent write statement did: the row it wrote (or null), and the counted rate-limit hits. */
export type WriteOutcome = { id: string | null; hits: number };

export async function runWrite(db: Database, query: SQL): Promise<WriteOutcome> {
  const [row] = await executeNamed<{ id: string | null; hits: number | string | null }>(db, query);
  return { id: row?.id ?? null, hits: Number(row?.hits ?? 0) };
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "23505" ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === "23505";

/**
 * Writes a complete response in ONE statement (one round trip, one commit):
 *
 * - `hit`: counts the client's rate-limit hit; past the limit nothing else is written;
 * - `current_survey`: only while the survey is still published with the questions the answers
 *   were checked against (the caller's copy may be cached);
 * - `finalized`: the session's partial response becomes complete (answers replaced, completion
 *   time, client submission id);
 * - `inserted`: otherwise a new complete response, ON CONFLICT DO NOTHING over every unique
 *   index (client submission id, session id), so concurrent identical submits make one row;
 * - `alert`: the owner's `response-alert` job, committed with the response.
 *
 * `id` is null when nothing was written: over the limit (see `hits`), the submission already
 * stored (a retry, or a concurrent twin, committed by then since a conflicting insert waits
 * for it), the session's response complete, or the survey changed. The caller tells them apart.
 */
export function writeCompleteResponse(db: Database, input: CompleteResponseInput): Promise<WriteOutcome> {
  const now = input.now.toISOString();
  const answers = JSON.stringify(input.answers);
  const { city, country, region } = input.location;
  return runWrite(
    db,
    sql`with hit as (${rateLimitHit(input.rateLimit)}
        ), current_survey as (
          select ${input.survey.id}::uuid as id
          where ${questionsVersionMatches(input.survey)} and (select count from hit) <= ${input.rateLimit?.max ?? 0}
        ), finalized as (
          update survey_responses set
            status = 'complete', answers = ${answers}::jsonb, client_submission_id = ${input.clientSubmissionId},
            respondent_email = coalesce(${input.respondentEmail}, respondent_email),
            city = ${city}, country = ${country}, region = ${region}, ip_address = ${input.ipAddress},
            completed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
          where ${input.sessionId}::text is not null
            and survey_id = (select id from current_survey) and session_id = ${input.sessionId} and status = 'partial'
          returning id, survey_id
        ), inserted as (
          insert into survey_responses (
            survey_id, answers, status, session_id, client_submission_id, respondent_email,
            city, country, region, ip_address, completed_at, created_at, updated_at
          )
          select id, ${answers}::jsonb, 'complete', ${input.sessionId}, ${input.clientSubmissionId},
            ${input.respondentEmail}, ${city}, ${country}, ${region}, ${input.ipAddress},
            ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
          from current_survey
          where not exists (select 1 from finalized)
          on conflict do nothing
          returning id, survey_id
        ), written as (
          select id, survey_id from finalized union all select id, survey_id from inserted
        ), alert as (
          insert into jobs (kind, payload, run_at)
          select ${RESPONSE_ALERT_JOB}, jsonb_build_object('responseId', id, 'surveyId', survey_id), ${now}::timestamptz
          from written
        )
        select (select id from written) as id, (select count from hit) as hits`,
  );
}

/** The response stored under this client submission id, for an idempotent replay. */
export async function findSubmission(db: Database, surveyId: string, clientSubmissionId: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select id from survey_responses
        where survey_id = ${surveyId} and client_submission_id = ${clientSubmissionId} limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}
