import { sql } from "drizzle-orm";
import type { GeoLocation } from "../../adapters/geo/geo-adapter";
import type { Database } from "../../db/database";
import { responseWrittenEvents } from "../webhook-events/record-webhook-events";
import { writeWithinRoom } from "./collecting-room";
import { namedStatement } from "./named-statement";
import {
  respondentWriteGate,
  toWriteOutcomes,
  toWriteValues,
  writeInputColumns,
  type RespondentWriteItem,
  type RoomedItem,
  type WriteOutcome,
  type WriteRow,
  type WriteValues,
} from "./respondent-write-gate";

export interface CompleteResponseInput extends RespondentWriteItem {
  clientSubmissionId: string;
  location: GeoLocation;
  /** Already masked (lib/mask-ip.ts). */
  ipAddress: string | null;
}

/** The columns the submit adds to every respondent write's (toWriteValues). */
function completeColumns(input: RoomedItem<CompleteResponseInput>, row: Record<string, unknown>) {
  row.client_submission_id = input.clientSubmissionId;
  row.city = input.location.city;
  row.country = input.location.country;
  row.region = input.location.region;
  row.ip_address = input.ipAddress;
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "23505" ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === "23505";

const value = (name: keyof WriteValues) => sql.placeholder(name);

/**
 * Writes complete responses, any number at once, in ONE prepared statement (one round trip,
 * one commit). Per item (`input`, in order):
 *
 * - `hit`, `counted`, `allowed` (respondent-write-gate.ts): counts the client's rate-limit hit;
 *   nothing else is written past the limit, nor once the survey is unpublished or its
 *   questions or closing rules changed;
 * - `fresh`, `placed`, `writable`: for a survey with closing rules, at most `room` new complete
 *   responses (collecting-room.ts; the caller holds the survey's lock when a limit caps them),
 *   in the items' order. A new one is the first item of its submission and session in the
 *   statement, neither stored yet: a retry of a stored submission takes no room, and is
 *   answered as the replay it is. An item past the room is `closed`;
 * - `finalized`, for an item with a session (the first of its session in the statement, which
 *   may write a row once; a later one would find the response complete anyway): one insert on
 *   the session's unique index that either makes the complete response or, on conflict, turns
 *   the session's partial one complete (answers replaced, completion time, client submission
 *   id), never a complete one. The index decides, atomically: a session row that another
 *   transaction inserted and has not committed yet (the session's first autosave) is waited
 *   for, then finalized; a separate update would not see it, and the insert after it would find
 *   it in the index and do nothing: the submission lost;
 * - `inserted`, for an item without a session: a new complete response, ON CONFLICT DO NOTHING
 *   over every unique index, so identical submits, concurrent or in one batch, make one row
 *   (it answers to the first of them);
 * - `alert`: a pending alert per written response (pending_response_alerts), committed with it;
 *   the owner's alert job counts and mails them later, so a busy survey costs one small
 *   insert per response here and one mail per window there;
 * - the `response.completed` webhook event of each written response, when an endpoint wants it
 *   (webhook-events/record-webhook-events.ts), committed with it.
 *
 * An item's `id` is null when nothing was written for it: over the limit (see `hits`), the
 * submission already stored (a retry, an identical item before it, or a concurrent twin,
 * committed by then since a conflicting insert waits for it), the session's response
 * complete, or the survey changed. The caller tells them apart. Finalizing with a client
 * submission id another response holds fails the statement with a unique violation.
 */
/** The insert both branches share: one complete response per row of the CTE named in the `from` that follows it. */
const insertCompleteFrom = sql.raw(`insert into survey_responses (
          survey_id, answers, hidden_fields, status, session_id, client_submission_id, respondent_email,
          city, country, region, ip_address, completed_at, created_at, updated_at
        )
        select survey_id, answers, hidden_fields, 'complete', session_id, client_submission_id, respondent_email,
          city, country, region, ip_address, at, at, at`);

const completeResponses = namedStatement<WriteValues, WriteRow>(
  sql`with input as (
        select * from jsonb_to_recordset(${value("rows")}::jsonb) as item(${writeInputColumns(
          "client_submission_id text, city text, country text, region text, ip_address text",
        )})
      ), ${respondentWriteGate({ surveyIds: sql`${value("surveyIds")}::uuid[]`, windowSeconds: value("windowSeconds") })}, fresh as (
        select allowed.ord, allowed.survey_id from allowed
        where allowed.room is not null
          and allowed.ord = (select min(twin.ord) from allowed as twin where twin.survey_id = allowed.survey_id
            and (twin.client_submission_id = allowed.client_submission_id or twin.session_id = allowed.session_id))
          and not exists (select 1 from survey_responses as r
            where r.survey_id = allowed.survey_id and r.client_submission_id = allowed.client_submission_id)
          and not exists (select 1 from survey_responses as r
            where r.survey_id = allowed.survey_id and r.session_id = allowed.session_id and r.status = 'complete')
      ), placed as (
        select ord, row_number() over (partition by survey_id order by ord) as place from fresh
      ), writable as (
        select allowed.* from allowed left join placed on placed.ord = allowed.ord
        where allowed.room is null or placed.place <= allowed.room
      ), by_session as (
        select distinct on (survey_id, session_id) * from writable
        where session_id is not null order by survey_id, session_id, ord
      ), finalized as (
        ${insertCompleteFrom}
        from by_session order by ord
        on conflict (survey_id, session_id) where session_id is not null do update set
          status = 'complete', answers = excluded.answers, client_submission_id = excluded.client_submission_id,
          hidden_fields = survey_responses.hidden_fields || excluded.hidden_fields,
          respondent_email = coalesce(excluded.respondent_email, survey_responses.respondent_email),
          city = excluded.city, country = excluded.country, region = excluded.region, ip_address = excluded.ip_address,
          completed_at = excluded.completed_at, updated_at = excluded.updated_at
        where survey_responses.status = 'partial'
        returning id, survey_id, session_id, hidden_fields
      ), sessionless as (
        select * from writable where session_id is null
      ), inserted as (
        ${insertCompleteFrom}
        from sessionless order by ord
        on conflict do nothing
        returning id, survey_id, client_submission_id, hidden_fields
      ), written as (
        select finalized.id, finalized.survey_id, finalized.hidden_fields, by_session.ord from finalized
        join by_session on by_session.survey_id = finalized.survey_id and by_session.session_id = finalized.session_id
        union all
        select inserted.id, inserted.survey_id, inserted.hidden_fields, first.ord from inserted
        join lateral (
          select min(ord) as ord from sessionless
          where sessionless.survey_id = inserted.survey_id and sessionless.client_submission_id = inserted.client_submission_id
        ) as first on true
      ), alert as (
        insert into pending_response_alerts (survey_id, response_id)
        select survey_id, id from written
      ), ${responseWrittenEvents(
        "response.completed",
        sql`select written.id as response_id, written.survey_id, allowed.webhook_answers as answers, written.hidden_fields, allowed.respondent_email, allowed.at
          from written join allowed on allowed.ord = written.ord`,
      )}
      select written.id, counted.hits, exists (select 1 from webhook_event) as webhook,
        coalesce(placed.place > allowed.room, false) as closed
      from counted left join written on written.ord = counted.ord
      left join allowed on allowed.ord = counted.ord left join placed on placed.ord = counted.ord
      order by counted.ord`,
);

/** Writes these complete responses in one statement; one outcome per input, in order (see above). */
export async function writeCompleteResponses(db: Database, inputs: CompleteResponseInput[]): Promise<WriteOutcome[]> {
  return writeWithinRoom(db, inputs, async (conn, items) => {
    return toWriteOutcomes(await completeResponses.run(conn, toWriteValues(items, completeColumns)), inputs.length);
  });
}

/** The response stored under this client submission id, for an idempotent replay. */
export async function findSubmission(db: Database, surveyId: string, clientSubmissionId: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select id from survey_responses
        where survey_id = ${surveyId} and client_submission_id = ${clientSubmissionId} limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}
