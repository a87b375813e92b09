import type { Database } from "../../db/database";
import { billingNotices } from "../../db/schema/billing";
import type { JobRunner } from "../../jobs/create-job-runner";
import type { BillingNoticeData } from "./billing-mail";
import type { BillingNoticeKind } from "./billing-mail-texts";

/** Sends one billing notice's mail; data { key }. */
export const BILLING_NOTICE_JOB = "billing-notice";

/**
 * Records a billing mail that must go out once, and queues the job that sends it, in `tx`: the
 * same key twice (a replayed event, two processes) records and queues nothing more.
 */
export async function queueBillingNotice(
  tx: Database,
  jobs: JobRunner,
  notice: { key: string; kind: BillingNoticeKind; userId: string; data?: BillingNoticeData },
): Promise<boolean> {
  const [row] = await tx
    .insert(billingNotices)
    .values({ key: notice.key, kind: notice.kind, userId: notice.userId, data: notice.data ?? {} })
    .onConflictDoNothing()
    .returning({ key: billingNotices.key });
  if (!row) return false;
  await jobs.send(BILLING_NOTICE_JOB, { key: notice.key }, { db: tx, singletonKey: notice.key });
  return true;
}
