import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { answersWithLabels } from "@sondar/core/surveys/option-ids";
import { publishedVersions, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { fixedWindowHits } from "../rate-limit/consume-rate-limit";
import { PUBLIC_WINDOW_SECONDS, type PublicRateLimit } from "../rate-limit/public-rate-limit";

/**
 * The CTEs a respondent write statement runs after its `input` (one row per item, with at
 * least survey_id, questions_version, closing_version, room, rate_key, rate_max, at and ord, its position):
 *
 * - `hit` counts every item's rate-limit hit (an item without a key counts none), refused ones
 *   included, per client in one upsert;
 * - `counted` gives each item its own count, `hits`: a client's items counted in order;
 * - `allowed` keeps the items within their limit whose survey is still published with the very
 *   questions the answers were checked against and the closing rules their `room` was worked out
 *   by (the caller's copy may be cached). Each statement then keeps to the room itself: the
 *   partial save refuses a survey with none, the submit lets in at most that many new responses.
 */
export function respondentWriteGate(values: { surveyIds: SQL; windowSeconds: SQLWrapper }): SQL {
  return sql`hit as (${fixedWindowHits(
    sql`select rate_key, count(*)::integer, max(at) from input where rate_key is not null group by rate_key`,
    values.windowSeconds,
  )}
      ), counted as (
        select input.*,
          coalesce(hit.count - count(*) over by_client + row_number() over (by_client order by input.ord), 0) as hits
        from input left join hit on hit.key = input.rate_key
        window by_client as (partition by input.rate_key)
      ), allowed as (
        select counted.* from counted
        join (${publishedVersions(values.surveyIds)}) as current
          on current.id = counted.survey_id and current.questions_version = counted.questions_version
          and current.closing_version = counted.closing_version
        where counted.hits <= counted.rate_max
      )`;
}

/** What a respondent write did for one item: the row it wrote (or null), and the client's counted hits. */
/** `webhook`: the statement recorded webhook events (webhook-events/record-webhook-events.ts), to be delivered. */
/** `closed`: nothing was written because the survey has no room left (it stopped collecting). */
export type WriteOutcome = { id: string | null; hits: number; webhook: boolean; closed: boolean };

/** A respondent write statement's row per item, in the items' order. */
export type WriteRow = { id: string | null; hits: number | string | null; webhook?: boolean | null; closed?: boolean | null };

export function toWriteOutcomes(rows: WriteRow[], count: number): WriteOutcome[] {
  if (rows.length !== count) throw new Error(`expected ${count} rows from a respondent write, got ${rows.length}`);
  return rows.map((row) => ({
    id: row.id ?? null,
    hits: Number(row.hits ?? 0),
    webhook: row.webhook === true,
    closed: row.closed === true,
  }));
}

/** What every respondent write item carries: the partial save's and the submit's alike. */
export interface RespondentWriteItem {
  survey: CachedSurvey;
  sessionId: string | null;
  answers: Record<string, unknown>;
  /** The survey's declared keys only (core's pickHiddenValues). */
  hiddenValues: Record<string, string>;
  respondentEmail: string | null;
  now: Date;
  /** Counted in the same statement; nothing is written past it. */
  rateLimit: PublicRateLimit | null;
}

/**
 * An item with its survey's room (collecting-room.ts): how many more complete responses it takes
 * now, 0 when closed, null when nothing caps them.
 */
export type RoomedItem<Item extends RespondentWriteItem> = Item & { room: number | null };

/**
 * The statement's `input` as one JSON array of rows, one per item in the items' order with its
 * position `ord` from 1 (jsonb_to_recordset): the common columns, those `extra` adds, answers
 * and hidden values as JSON values. One text value serialized natively, not a bound array per
 * column that pg escapes element by element in JavaScript, and the answers not made text twice
 * (docs/decisions/302-ingest-submit-path-cuts.md). `surveyIds`: each survey once, for the gate.
 */
export function toWriteValues<Item extends RoomedItem<RespondentWriteItem>>(
  items: readonly Item[],
  extra?: (item: Item, row: Record<string, unknown>) => void,
): WriteValues {
  const rows: Record<string, unknown>[] = new Array(items.length);
  const surveyIds: string[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] as Item;
    const { survey } = item;
    if (!surveyIds.includes(survey.id)) surveyIds.push(survey.id);
    const row: Record<string, unknown> = {
      ord: i + 1,
      survey_id: survey.id,
      questions_version: survey.questionsVersion,
      closing_version: survey.closingVersion,
      room: item.room,
      rate_key: item.rateLimit?.key ?? null,
      rate_max: item.rateLimit?.max ?? 0,
      session_id: item.sessionId,
      answers: item.answers,
      // Webhook payloads show choices by label, as they did before answers stored ids
      // (docs/decisions/245-stable-option-ids.md).
      webhook_answers: answersWithLabels(survey.questions, item.answers),
      hidden_fields: item.hiddenValues,
      respondent_email: item.respondentEmail,
      at: item.now.toISOString(),
    };
    extra?.(item, row);
    rows[i] = row;
  }
  return { rows: JSON.stringify(rows), surveyIds, windowSeconds: PUBLIC_WINDOW_SECONDS };
}

/** A write statement's values (toWriteValues). */
export type WriteValues = { rows: string; surveyIds: string[]; windowSeconds: number };

/** The columns of toWriteValues's rows, for jsonb_to_recordset; `extra`: the statement's own, the same way. */
export function writeInputColumns(extra: string): SQL {
  return sql.raw(`ord bigint, survey_id uuid, questions_version text, closing_version text, room integer, rate_key text,
          rate_max integer, session_id text, answers jsonb, webhook_answers jsonb, hidden_fields jsonb, respondent_email text,
          at timestamptz${extra ? `, ${extra}` : ""}`);
}
