import { asLanguage } from "@sondar/core/i18n/languages";
import { maySendMail } from "@sondar/core/notifications/mail-switches";
import { getCompletionRate } from "@sondar/core/responses/completion-rate";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { weeklySummaries } from "../../db/schema/weekly-summaries";
import type { Logger } from "../../lib/logger";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import { isClaimable } from "../../jobs/mail-claim";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { weeklySummaryMail } from "./weekly-summary-mail";

/** Every hour: records the summaries due and queues their jobs. */
export const DISPATCH_WEEKLY_SUMMARIES_JOB = "weekly-summaries-dispatch";
/** Mails one user's summary of one week; data { userId, weekStart }. */
export const SEND_WEEKLY_SUMMARY_JOB = "weekly-summary";

/**
 * A week's summaries are due from this many hours into the following Monday (UTC), for a day:
 * the hourly sweep catches up after an outage, and a user who turns the summary on mid-week
 * waits for the next Monday instead of getting last week's.
 */
export const WEEKLY_SUMMARY_HOUR_UTC = 8;
export const WEEKLY_SUMMARY_WINDOW_HOURS = 24;

/** Rows recorded per statement; the sweep loops until none is left. */
const BATCH = 500;
/** Summary records are kept this long, then pruned by the sweep. */
const KEEP_WEEKS = 12;

type Rows<T> = { rows: T[] };

interface WeeklySummaryDeps {
  db: Database;
  outbox: MailOutbox;
  logger: Logger;
  productName: string;
  publicUrl: string;
  now: () => Date;
  /** The runner the sweep queues users' jobs on (set once the runner exists). */
  jobs: () => JobRunner;
}

/**
 * Records, in one statement per batch, a summary row for each user who wants the summary of the
 * week now due and has none yet, and queues their jobs in the same transaction: a second
 * process, or a second tick, finds the rows and queues nothing
 * (docs/decisions/095-weekly-summary-once-per-user-and-week.md). Weeks and their boundaries are
 * PostgreSQL's ISO weeks (`date_trunc('week')`, Monday) in UTC.
 */
export async function dispatchWeeklySummaries(deps: { db: Database; jobs: JobRunner; now: Date }) {
  const { db, jobs } = deps;
  const due = (await db.execute(sql`
    with shifted as (select (${deps.now.toISOString()}::timestamptz at time zone 'UTC') - make_interval(hours => ${WEEKLY_SUMMARY_HOUR_UTC}) as t)
    select (date_trunc('week', t) - interval '7 days')::date::text as week_start,
           t < date_trunc('week', t) + make_interval(hours => ${WEEKLY_SUMMARY_WINDOW_HOURS}) as open
    from shifted`)) as unknown as Rows<{ week_start: string; open: boolean }>;
  const [week] = due.rows;
  if (!week?.open) return { weekStart: week?.week_start ?? null, queued: 0 };
  await db.execute(sql`delete from weekly_summaries where week_start < ${week.week_start}::date - ${KEEP_WEEKS * 7}::integer`);
  // Set up before the transaction: on PGlite (one connection) it would wait behind it.
  await jobs.ready();
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const recorded = (await tx.execute(sql`
        insert into weekly_summaries (user_id, week_start)
        select settings.user_id, ${week.week_start}::date from user_notification_settings as settings
        -- A first cut by the switches; the job decides with core's rule (maySendMail).
        where settings.weekly_summary and settings.email_notifications
          and not exists (select 1 from weekly_summaries as done where done.user_id = settings.user_id and done.week_start = ${week.week_start}::date)
        limit ${BATCH}
        on conflict do nothing
        returning user_id`)) as unknown as Rows<{ user_id: string }>;
      await jobs.sendMany(
        SEND_WEEKLY_SUMMARY_JOB,
        recorded.rows.map((row) => ({ data: { userId: row.user_id, weekStart: week.week_start } })),
        { db: tx },
      );
      return recorded.rows.length;
    });
    queued += batch;
    // Only an empty batch ends it: rows another process recorded at the same moment shorten a batch.
    if (batch === 0) break;
  }
  return { weekStart: week.week_start, queued };
}

/**
 * The weekly summary (docs/product/notifications-and-interface.md#weekly-summary): an hourly sweep
 * records each due summary once and queues a job per user; the job claims its row, counts the
 * user's surveys' week in SQL and writes one mail to the outbox, in the transaction that closes
 * the row, or none when nothing happened or the user has turned the mail off since: a crash
 * leaves both or neither, and the outbox sends it (docs/decisions/286-account-mails-through-the-outbox.md).
 */
export function createWeeklySummaryJobs(deps: WeeklySummaryDeps): JobDefinition[] {
  const { db } = deps;

  const dispatch: JobDefinition = {
    name: DISPATCH_WEEKLY_SUMMARIES_JOB,
    cron: "0 * * * *",
    singleton: true,
    retryLimit: 1,
    run: async () => {
      const done = await dispatchWeeklySummaries({ db, jobs: deps.jobs(), now: deps.now() });
      if (done.queued) deps.logger.info(done, "weekly summaries queued");
    },
  };

  const send: JobDefinition = {
    name: SEND_WEEKLY_SUMMARY_JOB,
    run: async (data) => {
      const userId = typeof data.userId === "string" ? data.userId : "";
      const weekStart = typeof data.weekStart === "string" ? data.weekStart : "";
      const now = deps.now();
      const row = and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart));
      // One conditional update: of two workers holding the same row, only one gets it.
      const [claimed] = await db
        .update(weeklySummaries)
        .set({ claimedAt: now })
        .where(and(row, isClaimable(weeklySummaries.finishedAt, weeklySummaries.claimedAt, now)))
        .returning({ userId: weeklySummaries.userId });
      if (!claimed) return;
      const finish = (mailed: boolean) => db.update(weeklySummaries).set({ finishedAt: deps.now(), mailed }).where(row);

      const summary = await readWeek(db, userId, weekStart);
      // The switches are read again here: the user may have turned the mail off since the sweep.
      if (!summary.user || !maySendMail("weekly-summary", summary.user) || !summary.totalNewResponses) {
        return void (await finish(false));
      }
      const mail = weeklySummaryMail({
        language: summary.user.language,
        product: deps.productName,
        to: summary.user.email,
        weekStart: summary.weekStart,
        weekEnd: summary.weekEnd,
        totalNewResponses: summary.totalNewResponses,
        surveys: summary.surveys.map((survey) => ({
          title: survey.title,
          newResponses: survey.newResponses,
          completionRate: getCompletionRate(survey.startedComplete, survey.startedPartial),
          url: `${deps.publicUrl}/surveys/${survey.id}/responses`,
        })),
        dashboardUrl: `${deps.publicUrl}/dashboard`,
      });
      try {
        await db.transaction(async (tx) => {
          // Closed here, and mailed only by whoever closes it.
          const [closed] = await tx
            .update(weeklySummaries)
            .set({ finishedAt: deps.now(), mailed: true })
            .where(and(row, isNull(weeklySummaries.finishedAt)))
            .returning({ userId: weeklySummaries.userId });
          if (closed)
            await deps.outbox.enqueue(tx, { kind: "weekly-summary", lang: asLanguage(summary.user?.language), ...mail });
        });
      } catch (error) {
        // Given back, so the job's retry writes it.
        await db.update(weeklySummaries).set({ claimedAt: null }).where(row);
        throw error;
      }
    },
  };

  return [dispatch, send];
}

/**
 * The user's address, language and switches, and their surveys' week counted in SQL: responses
 * completed in the week, and of the responses started in it, how many are complete and how many
 * partial. Complete rows are found by the (survey, status, completed_at) index from the week's
 * start (a response started in the week cannot be completed before it).
 */
async function readWeek(db: Database, userId: string, weekStart: string) {
  const bounds = (await db.execute(sql`
    select (${weekStart}::date)::timestamp at time zone 'UTC' as start, (${weekStart}::date + 7)::timestamp at time zone 'UTC' as end`)) as unknown as Rows<{
    start: Date | string;
    end: Date | string;
  }>;
  const start = new Date(bounds.rows[0]?.start ?? "");
  const end = new Date(bounds.rows[0]?.end ?? "");
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const users = (await db.execute(sql`
    select users.email, settings.language, settings.email_notifications as "emailNotifications", settings.weekly_summary as "weeklySummary"
    from users left join user_notification_settings as settings on settings.user_id = users.id
    where users.id = ${userId}`)) as unknown as Rows<{
    email: string;
    language: string | null;
    emailNotifications: boolean | null;
    weeklySummary: boolean | null;
  }>;
  const completedInWeek = sql`r.status = 'complete' and r.completed_at >= ${from} and r.completed_at < ${to}`;
  const startedInWeek = sql`r.created_at >= ${from} and r.created_at < ${to}`;
  const surveys = (await db.execute(sql`
    select surveys.id, surveys.title,
      count(*) filter (where ${completedInWeek})::integer as new_responses,
      count(*) filter (where r.status = 'complete' and ${startedInWeek})::integer as started_complete,
      count(*) filter (where r.status = 'partial' and ${startedInWeek})::integer as started_partial
    from surveys join survey_responses as r on r.survey_id = surveys.id
    where surveys.created_by = ${userId} and surveys.status <> 'deleted'
      and ((r.status = 'complete' and r.completed_at >= ${from}) or (r.status = 'partial' and ${startedInWeek}))
    group by surveys.id, surveys.title
    having count(*) filter (where ${completedInWeek} or ${startedInWeek}) > 0
    order by new_responses desc, surveys.title, surveys.id`)) as unknown as Rows<{
    id: string;
    title: string;
    new_responses: number;
    started_complete: number;
    started_partial: number;
  }>;
  const list = surveys.rows.map((survey) => ({
    id: survey.id,
    title: survey.title,
    newResponses: Number(survey.new_responses),
    startedComplete: Number(survey.started_complete),
    startedPartial: Number(survey.started_partial),
  }));
  return {
    user: users.rows[0],
    weekStart: start,
    weekEnd: end,
    surveys: list,
    totalNewResponses: list.reduce((sum, survey) => sum + survey.newResponses, 0),
  };
}
