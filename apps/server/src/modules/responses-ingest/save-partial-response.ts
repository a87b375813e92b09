import type { Answer } from "@sondar/core/answers/answer-schema";
import type { PartialAnswersReply } from "@sondar/core/respondent/public-survey-replies";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveyResponses } from "../../db/schema/surveys";
import { responseWrittenEvents } from "../webhook-events/record-webhook-events";
import { withRooms } from "./collecting-room";
import { namedStatement } from "./named-statement";
import {
  respondentWriteGate,
  toWriteOutcomes,
  toWriteValues,
  writeInputColumns,
  type RespondentWriteItem,
  type WriteOutcome,
  type WriteRow,
  type WriteValues,
} from "./respondent-write-gate";

export interface PartialResponseInput extends RespondentWriteItem {
  sessionId: string;
  answers: Record<string, Answer>;
}

const value = (name: keyof WriteValues) => sql.placeholder(name);

/**
 * Creates or replaces sessions' partial responses, any number at once, in one prepared
 * statement that also counts each item's rate-limit hit (as submit-response.ts does): one row
 * per (survey, session), upserted on its unique index, only while the survey is published with
 * the questions the answers were checked against, and while it collects (`collecting`: before
 * its closing time and response limit, collecting-room.ts; refused ones are `closed`). Several items of one session in one
 * statement end as if saved one after another: the last one's answers, the last e-mail given,
 * every hidden value sent (a later one's winning), added to those the response holds already.
 * A complete response is never touched. A session's first save records the `response.created`
 * webhook event when an endpoint wants it (webhook-events/record-webhook-events.ts). An item's `id` is null when nothing was written for
 * it (over the limit, the session's response complete, or the survey changed; the caller tells
 * them apart).
 */
const partialResponses = namedStatement<WriteValues, WriteRow>(
  sql`with input as (
        select * from jsonb_to_recordset(${value("rows")}::jsonb) as item(${writeInputColumns("")})
      ), ${respondentWriteGate({ surveyIds: sql`${value("surveyIds")}::uuid[]`, windowSeconds: value("windowSeconds") })}, collecting as (
        select * from allowed where room is null or room > 0
      ), latest as (
        select distinct on (survey_id, session_id) survey_id, session_id, answers, webhook_answers, at,
          (select coalesce(jsonb_object_agg(value.key, value.value order by earlier.ord), '{}'::jsonb)
            from collecting as earlier, jsonb_each(earlier.hidden_fields) as value
            where earlier.survey_id = collecting.survey_id and earlier.session_id = collecting.session_id) as hidden_fields,
          (select earlier.respondent_email from collecting as earlier
            where earlier.survey_id = collecting.survey_id and earlier.session_id = collecting.session_id
              and earlier.respondent_email is not null
            order by earlier.ord desc limit 1) as respondent_email
        from collecting order by survey_id, session_id, ord desc
      ), saved as (
        insert into survey_responses (survey_id, session_id, answers, hidden_fields, status, respondent_email, created_at, updated_at)
        select survey_id, session_id, answers, hidden_fields, 'partial', respondent_email, at, at from latest
        on conflict (survey_id, session_id) where session_id is not null do update set
          answers = excluded.answers,
          hidden_fields = survey_responses.hidden_fields || excluded.hidden_fields,
          respondent_email = coalesce(excluded.respondent_email, survey_responses.respondent_email),
          updated_at = excluded.updated_at
        where survey_responses.status = 'partial'
        returning id, survey_id, session_id, hidden_fields, xmax = 0 as created
      ), ${responseWrittenEvents(
        "response.created",
        sql`select saved.id as response_id, saved.survey_id, latest.webhook_answers as answers, saved.hidden_fields, latest.respondent_email, latest.at
          from saved join latest on latest.survey_id = saved.survey_id and latest.session_id = saved.session_id
          where saved.created`,
      )}
      select saved.id, counted.hits, exists (select 1 from webhook_event) as webhook,
        coalesce(allowed.room <= 0, false) as closed from counted
      left join allowed on allowed.ord = counted.ord
      left join saved on saved.survey_id = allowed.survey_id and saved.session_id = allowed.session_id
      order by counted.ord`,
);

/** Saves these partial responses in one statement; one outcome per input, in order (see above). */
export async function savePartialResponses(db: Database, inputs: PartialResponseInput[]): Promise<WriteOutcome[]> {
  // No lock: a partial response never counts toward a limit, so one that slips past the count is harmless.
  return toWriteOutcomes(await partialResponses.run(db, toWriteValues(await withRooms(db, inputs))), inputs.length);
}

/** The session's saved answers and hidden values, for resuming; `submitted` when the session already finished. */
export async function loadPartialResponse(db: Database, surveyId: string, sessionId: string): Promise<PartialAnswersReply> {
  const [row] = await db
    .select({
      id: surveyResponses.id,
      answers: surveyResponses.answers,
      hiddenFields: surveyResponses.hiddenFields,
      status: surveyResponses.status,
    })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)))
    .limit(1);
  if (!row || row.status !== "partial") {
    return { answers: {}, hiddenFields: {}, responseId: null, submitted: row?.status === "complete" };
  }
  return {
    answers: row.answers as Record<string, Answer>,
    hiddenFields: row.hiddenFields as Record<string, string>,
    responseId: row.id,
    submitted: false,
  };
}
