import type { Answer } from "@sondar/core/answers/answer-schema";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveyResponses } from "../../db/schema/surveys";
import { questionsVersionMatches, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { rateLimitHit, type PublicRateLimit } from "./public-rate-limit";
import { runWrite, type WriteOutcome } from "./submit-response";

/**
 * Creates or replaces the session's partial response in one statement that also counts the
 * rate-limit hit: one row per (survey, session), upserted on its unique index, only while the
 * survey is published with the questions the answers were checked against. A complete
 * response is never touched. `id` is null when nothing was written (over the limit, the
 * session's response complete, or the survey changed; the caller tells them apart).
 */
export function savePartialResponse(
  db: Database,
  input: {
    survey: CachedSurvey;
    sessionId: string;
    answers: Record<string, Answer>;
    respondentEmail: string | null;
    now: Date;
    rateLimit: PublicRateLimit | null;
  },
): Promise<WriteOutcome> {
  const now = input.now.toISOString();
  return runWrite(
    db,
    sql`with hit as (${rateLimitHit(input.rateLimit)}
        ), saved as (
          insert into survey_responses (survey_id, session_id, answers, status, respondent_email, created_at, updated_at)
          select ${input.survey.id}, ${input.sessionId}, ${JSON.stringify(input.answers)}::jsonb, 'partial',
            ${input.respondentEmail}, ${now}::timestamptz, ${now}::timestamptz
          where ${questionsVersionMatches(input.survey)} and (select count from hit) <= ${input.rateLimit?.max ?? 0}
          on conflict (survey_id, session_id) where session_id is not null do update set
            answers = excluded.answers,
            respondent_email = coalesce(excluded.respondent_email, survey_responses.respondent_email),
            updated_at = excluded.updated_at
          where survey_responses.status = 'partial'
          returning id
        )
        select (select id from saved) as id, (select count from hit) as hits`,
  );
}

/** The session's saved answers, for resuming; `submitted` when the session already finished. */
export async function loadPartialResponse(db: Database, surveyId: string, sessionId: string) {
  const [row] = await db
    .select({ id: surveyResponses.id, answers: surveyResponses.answers, status: surveyResponses.status })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)))
    .limit(1);
  if (!row || row.status !== "partial") return { answers: {}, responseId: null, submitted: row?.status === "complete" };
  return { answers: row.answers as Record<string, Answer>, responseId: row.id, submitted: false };
}
