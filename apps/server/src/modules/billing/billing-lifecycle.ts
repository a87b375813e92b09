import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { queueBillingNotice } from "./queue-billing-notice";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";

/** Every minute: ends what is due and queues the trial mails (docs/product/billing.md#lifecycle). */
export const BILLING_LIFECYCLE_JOB = "billing-lifecycle";

/** How long before its end a trial's "ends soon" mail goes out. */
export const TRIAL_ENDING_NOTICE_MS = 2 * 86_400_000;

/** Rows handled per statement; the job loops until none is left. */
const BATCH = 500;

type Rows<T> = { rows: T[] };
type Ended = { user_id: string; provider_subscription_id: string };

/**
 * Marks trials past their end and cancellations past their term inactive, and queues the "trial
 * ends in 2 days" and "trial ended" mails, each once (billing_notices keys). The rights already
 * end at the instant itself (the rules read the dates); this makes the record and the mail follow.
 */
export async function runBillingLifecycle(deps: { db: Database; jobs: JobRunner; now: Date }) {
  const { db, jobs } = deps;
  const now = sql`${deps.now.toISOString()}::timestamptz`;
  const soonEnd = sql`${new Date(deps.now.getTime() + TRIAL_ENDING_NOTICE_MS).toISOString()}::timestamptz`;
  await jobs.ready();
  let expiredTrials = 0;
  let endedTerms = 0;
  let endingSoon = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const trials = (await tx.execute(sql`
        update user_subscriptions set status = 'inactive', updated_at = ${now}
        where id in (select id from user_subscriptions where status = 'trial' and trial_end <= ${now} limit ${BATCH} for update skip locked)
        returning user_id, provider_subscription_id`)) as unknown as Rows<Ended>;
      for (const row of trials.rows) {
        await queueBillingNotice(tx, jobs, {
          key: `trial-ended:${row.provider_subscription_id}`,
          kind: "trial-ended",
          userId: row.user_id,
        });
      }
      const terms = (await tx.execute(sql`
        update user_subscriptions set status = 'inactive', updated_at = ${now}
        where id in (select id from user_subscriptions where status = 'cancelled' and current_term_end <= ${now} limit ${BATCH} for update skip locked)
        returning user_id, provider_subscription_id`)) as unknown as Rows<Ended>;
      expiredTrials += trials.rows.length;
      endedTerms += terms.rows.length;
      return trials.rows.length + terms.rows.length;
    });
    if (batch === 0) break;
  }
  const soon = (await db.execute(sql`
    select s.user_id, s.provider_subscription_id, s.trial_end from user_subscriptions s
    where s.status = 'trial' and s.trial_end > ${now} and s.trial_end <= ${soonEnd}
      and not exists (select 1 from billing_notices n where n.key = 'trial-ending:' || s.provider_subscription_id)
    limit ${BATCH}`)) as unknown as Rows<Ended & { trial_end: Date | string }>;
  for (const row of soon.rows) {
    await db.transaction(async (tx) => {
      const queued = await queueBillingNotice(tx, jobs, {
        key: `trial-ending:${row.provider_subscription_id}`,
        kind: "trial-ending",
        userId: row.user_id,
        data: { date: new Date(row.trial_end).toISOString() },
      });
      if (queued) endingSoon += 1;
    });
  }
  return { expiredTrials, endedTerms, endingSoon };
}

export function createBillingLifecycleJob(deps: {
  db: Database;
  logger: Logger;
  now: () => Date;
  jobs: () => JobRunner;
}): JobDefinition {
  return {
    name: BILLING_LIFECYCLE_JOB,
    cron: "* * * * *",
    singleton: true,
    retryLimit: 1,
    run: async () => {
      const done = await runBillingLifecycle({ db: deps.db, jobs: deps.jobs(), now: deps.now() });
      if (done.expiredTrials || done.endedTerms || done.endingSoon) deps.logger.info(done, "billing lifecycle");
    },
  };
}
