import { asLanguage } from "@sondar/core/i18n/languages";
import { maySendMail } from "@sondar/core/notifications/mail-switches";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import type { Logger } from "../../lib/logger";
import { isUuid } from "../../lib/is-uuid";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { responseAlertMail } from "./response-alert-mail";

/** Looks for owners with pending alerts and queues one alert job per owner. */
export const DISPATCH_RESPONSE_ALERTS_JOB = "response-alerts-dispatch";
/** Mails one owner about their surveys' new responses; data { ownerId }. */
export const SEND_RESPONSE_ALERT_JOB = "response-alert";
/** A survey is told in an alert at most once in any window of this length, counted from its last mail. */
export const RESPONSE_ALERT_WINDOW_SECONDS = 5 * 60;

interface ResponseAlertDeps {
  db: Database;
  outbox: MailOutbox;
  logger: Logger;
  productName: string;
  publicUrl: string;
  /** The runner the dispatch queues owners' jobs on (set once the runner exists). */
  jobs: () => JobRunner;
  /** The clock the windows are measured on. */
  now: () => Date;
}

type Rows<T> = { rows: T[] };

/**
 * Owner alerts, coalesced (docs/decisions/036-coalesced-owner-alerts.md) with a rolling window
 * per survey (docs/decisions/142-alert-window-per-survey.md). The submit leaves a pending row per
 * response; every minute the dispatch queues an alert job per owner with a survey whose window is
 * open (no mail about it in the last 5 minutes); the owner's job claims those surveys' windows,
 * takes their pending rows, counts them per survey and sends one mail. A survey in its window
 * keeps its rows for a later mail and holds back no other survey. Each owner's job does only that
 * owner's work, so a survey with thousands of new responses delays nobody else's mail. The mail
 * is written to the outbox in the same transaction that clears the batch, so a job killed at any
 * point either left both (and its retry mails the same counts) or neither; the outbox sends it
 * (docs/decisions/287-alert-mail-and-batch-in-one-transaction.md).
 */
export function createResponseAlertJobs(deps: ResponseAlertDeps): JobDefinition[] {
  const { db, logger } = deps;
  /** Windows that began at or before this time are over. */
  const windowsEndedBy = () => new Date(deps.now().getTime() - RESPONSE_ALERT_WINDOW_SECONDS * 1000).toISOString();

  const dispatch: JobDefinition = {
    name: DISPATCH_RESPONSE_ALERTS_JOB,
    cron: "* * * * *",
    singleton: true,
    retryLimit: 0,
    run: async () => {
      // Pending rows of deleted surveys go here (they have no foreign key, see the schema).
      const owners = (await db.execute(sql`
        with waiting as (select distinct survey_id from pending_response_alerts),
        gone as (
          delete from pending_response_alerts
          where survey_id in (select survey_id from waiting where not exists (select 1 from surveys where surveys.id = waiting.survey_id))
        )
        select distinct surveys.created_by as owner_id from waiting
        join surveys on surveys.id = waiting.survey_id
        left join response_alert_windows as windows on windows.survey_id = waiting.survey_id
        where windows.alerted_at is null or windows.alerted_at <= ${windowsEndedBy()}::timestamptz`)) as unknown as Rows<{
        owner_id: string;
      }>;
      // No throttle: the windows are per survey, and a second job of one owner claims nothing twice.
      await deps.jobs().sendMany(
        SEND_RESPONSE_ALERT_JOB,
        owners.rows.map((row) => ({ data: { ownerId: row.owner_id } })),
      );
    },
  };

  const send: JobDefinition = {
    name: SEND_RESPONSE_ALERT_JOB,
    batchSize: 50,
    run: async (data, job) => {
      const ownerId = typeof data.ownerId === "string" ? data.ownerId : "";
      // Claims the window of each of the owner's surveys with pending alerts whose window is over
      // (or which this job already holds, on a retry), and takes those surveys' pending alerts
      // into this job's batch, counted per survey; alerts of responses deleted since are dropped,
      // and a survey with only those is not claimed. The claim
      // is an upsert on the survey's row: a second job at the same moment waits for the first and
      // then finds the window taken.
      await db.execute(sql`
        with gone as (
          delete from pending_response_alerts as pending
          where pending.survey_id in (select id from surveys where created_by = ${ownerId})
            and not exists (select 1 from survey_responses where survey_responses.id = pending.response_id)
        ), due as (
          select distinct pending.survey_id from pending_response_alerts as pending
          join surveys on surveys.id = pending.survey_id
          join survey_responses on survey_responses.id = pending.response_id
          where surveys.created_by = ${ownerId}
        ), claimed as (
          insert into response_alert_windows (survey_id, alerted_at)
          select survey_id, ${deps.now().toISOString()}::timestamptz from due
          on conflict (survey_id) do update set alerted_at = excluded.alerted_at
          where response_alert_windows.alerted_at <= ${windowsEndedBy()}::timestamptz
            or exists (
              select 1 from response_alert_batches as held
              where held.job_id = ${job.id}::uuid and held.survey_id = response_alert_windows.survey_id
            )
          returning survey_id
        ), taken as (
          delete from pending_response_alerts
          where survey_id in (select survey_id from claimed)
          returning survey_id, response_id
        ), counted as (
          select taken.survey_id, count(*)::integer as n from taken
          join survey_responses on survey_responses.id = taken.response_id
          group by taken.survey_id
        )
        insert into response_alert_batches (job_id, owner_id, survey_id, new_responses)
        select ${job.id}::uuid, ${ownerId}, survey_id, n from counted
        on conflict (job_id, survey_id) do update
          set new_responses = response_alert_batches.new_responses + excluded.new_responses`);
      const batch = (await db.execute(sql`
        select surveys.id, surveys.title, batches.new_responses from response_alert_batches as batches
        join surveys on surveys.id = batches.survey_id
        where batches.job_id = ${job.id}::uuid and surveys.status <> 'deleted'
        order by batches.new_responses desc, surveys.title`)) as unknown as Rows<{
        id: string;
        title: string;
        new_responses: number;
      }>;
      // The batch is done; its surveys' windows start again when their mail is written.
      const finish = (tx: Database) =>
        tx.execute(sql`
          with done as (delete from response_alert_batches where job_id = ${job.id}::uuid returning survey_id)
          update response_alert_windows set alerted_at = ${deps.now().toISOString()}::timestamptz
          where survey_id in (select survey_id from done)`);
      if (!batch.rows.length) return void (await finish(db));
      if (!isUuid(ownerId)) {
        // Owner ids are UUIDs; any other id is an old or foreign record, never mailed.
        logger.warn({ ownerId }, "response alert skipped: the owner id is not a UUID");
        return void (await finish(db));
      }
      const [owner] = await db
        .select({
          email: users.email,
          language: userNotificationSettings.language,
          emailNotifications: userNotificationSettings.emailNotifications,
          surveyResponseAlerts: userNotificationSettings.surveyResponseAlerts,
        })
        .from(users)
        .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
        .where(eq(users.id, ownerId))
        .limit(1);
      const mail =
        owner && maySendMail("response-alert", owner)
          ? responseAlertMail({
              language: owner.language,
              product: deps.productName,
              to: owner.email,
              windowMinutes: RESPONSE_ALERT_WINDOW_SECONDS / 60,
              surveys: batch.rows.map((row) => ({
                surveyTitle: row.title,
                newResponses: Number(row.new_responses),
                url: `${deps.publicUrl}/surveys/${row.id}/responses`,
              })),
            })
          : null;
      // One transaction: the mail is written if and only if its batch is cleared.
      await db.transaction(async (tx) => {
        if (mail && owner) await deps.outbox.enqueue(tx, { kind: "response-alert", lang: asLanguage(owner.language), ...mail });
        await finish(tx);
      });
    },
  };

  return [dispatch, send];
}
