import type { WebhookEventType } from "@sondar/core/webhooks/webhook-events";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { webhookEndpoints } from "../../db/schema/webhooks";

/**
 * Recording webhook events in the transaction (or the one statement) that makes the change
 * (docs/decisions/180-webhook-events-in-the-writing-transaction.md). An event is written only
 * when an enabled endpoint wants it, with one delivery per such endpoint, due at once; its key
 * names its subject, so a retried change records nothing twice. The delivery jobs send them
 * after the commit (deliver-webhooks.ts).
 */

/**
 * The endpoints that want `event` about survey `s`: those of the survey's workspace (its
 * organization's, or its owner's personal one) set for the whole workspace or for this survey.
 * The workspace is matched for a survey's own endpoints too, so one that stayed behind when its
 * survey moved never hears of it again.
 */
const endpointWants = (event: string) =>
  sql.raw(`endpoint.enabled and ${event}.type = any(endpoint.events)
      and (endpoint.survey_id is null or endpoint.survey_id = s.id)
      and (endpoint.organization_id = s.organization_id
        or (s.organization_id is null and endpoint.organization_id is null and endpoint.user_id = s.created_by))`);

/**
 * CTEs (to follow a `with` or a comma) that record one event per row of `rows`, which gives
 * `key` text, `type` text, `survey_id` uuid, `data` jsonb and `at` timestamptz. Named
 * `webhook_source`, `webhook_event` and `webhook_delivery`: one use per statement.
 */
export function webhookEventCtes(rows: SQL): SQL {
  return sql`webhook_source as (${rows}), webhook_event as (
      insert into webhook_events (key, type, survey_id, payload, created_at)
      select source.key, source.type, source.survey_id,
        jsonb_build_object('type', source.type, 'timestamp',
          to_char(source.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', source.data),
        source.at
      from webhook_source as source
      where exists (
        select 1 from surveys as s join webhook_endpoints as endpoint on ${endpointWants("source")}
        where s.id = source.survey_id
      )
      on conflict (key) do nothing
      returning id, type, survey_id
    ), webhook_delivery as (
      insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
      select event.id, endpoint.id, now() from webhook_event as event
      join surveys as s on s.id = event.survey_id
      join webhook_endpoints as endpoint on ${endpointWants("event")}
      on conflict do nothing
    )`;
}

/**
 * The rows of `response.created` or `response.completed` events for responses just written:
 * `rows` gives `response_id`, `survey_id`, `answers` (JSON text or jsonb), `hidden_fields`
 * (jsonb, the response's hidden values as stored), `respondent_email` and `at`, the time of the write.
 */
export function responseWrittenEvents(type: "response.created" | "response.completed", rows: SQL): SQL {
  const status = type === "response.completed" ? "complete" : "partial";
  const timeField = type === "response.completed" ? "completedAt" : "createdAt";
  // Literals, not parameters: the respondent writes run as prepared statements (named-statement.ts).
  const literal = (text: string) => sql.raw(`'${text}'::text`);
  return webhookEventCtes(sql`select ${literal(`${type}:`)} || written.response_id as key, ${literal(type)} as type,
      written.survey_id, jsonb_build_object(
        'surveyId', written.survey_id, 'responseId', written.response_id, 'status', ${literal(status)},
        'answers', written.answers::jsonb, 'hiddenFields', written.hidden_fields, 'respondentEmail', written.respondent_email,
        ${literal(timeField)}, to_char(written.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) as data, written.at
      from (${rows}) as written`);
}

async function record(db: Database, rows: SQL): Promise<void> {
  await db.execute(sql`with ${webhookEventCtes(rows)} select 1`);
}

/** Records `survey.published` or `survey.unpublished` for a survey whose status just changed, in `tx`. */
export async function recordSurveyStatusEvent(
  tx: Database,
  type: Extract<WebhookEventType, `survey.${string}`>,
  survey: { id: string; title: string; status: string; shareId: string | null },
): Promise<void> {
  // A survey may be published many times: each change is its own event.
  await record(
    tx,
    sql`select ${type}::text || ':' || gen_random_uuid() as key, ${type}::text as type, ${survey.id}::uuid as survey_id,
      jsonb_build_object('surveyId', ${survey.id}::text, 'title', ${survey.title}::text, 'status', ${survey.status}::text,
        'shareId', ${survey.shareId}::text) as data, now() as at`,
  );
}

/** Records `response.deleted` for each response of `surveyId` just deleted, in `tx`. */
export async function recordResponsesDeleted(tx: Database, surveyId: string, responseIds: readonly string[]): Promise<void> {
  if (!responseIds.length) return;
  await record(
    tx,
    sql`select 'response.deleted:' || id as key, 'response.deleted'::text as type, ${surveyId}::uuid as survey_id,
      jsonb_build_object('surveyId', ${surveyId}::text, 'responseId', id) as data, now() as at
      from unnest(${sql.param([...responseIds])}::uuid[]) as id`,
  );
}

/** The event a status change makes: published when it starts collecting, unpublished when it stops; else none. */
export function webhookStatusEvent(before: string, after: string): "survey.published" | "survey.unpublished" | null {
  if (before !== "published" && after === "published") return "survey.published";
  if (before === "published" && after !== "published") return "survey.unpublished";
  return null;
}

/**
 * Deletes the endpoints set for one survey, in the transaction that moves it out of their
 * workspace: they belong to the workspace it left, which may no longer see it.
 */
export async function deleteSurveyEndpoints(tx: Database, surveyId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.surveyId, surveyId));
}
