import { sql } from "drizzle-orm";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import { isUuid } from "../../lib/is-uuid";
import type { Logger } from "../../lib/logger";
import { SEND_MAIL_JOB } from "./mail-outbox";

/** Every minute (and once at start): queues a send for each row left unsent. */
export const SWEEP_MAIL_OUTBOX_JOB = "mail-outbox-sweep";

/**
 * Attempts at one mail: the first, then the queue's 10 retries, each twice as late as the one
 * before from 30 s (pg-boss draws each wait between that and twice that), the last 8.5 to 17
 * hours after the mail was written, so a mail server down for a night still ends in a mail.
 */
export const MAIL_MAX_ATTEMPTS = 11;
/** A row queued this long without a job taking it lost its job (written outside a transaction, then the process died). */
const UNTAKEN_SECONDS = 120;
/** A row given back after a failed attempt and not tried again for this long lost its retry. */
const RETRY_LOST_SECONDS = 60 * 60;
/** Rows the sweep queues per run; the next minute takes the rest. */
const SWEEP_BATCH = 500;

type Rows<T> = { rows: T[] };

interface ClaimedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  message_id: string;
  attempts: number;
}

/**
 * The outbox's sender and sweep (docs/decisions/285-mail-outbox.md). A send claims its row in one
 * conditional update (status `sending`, attempts + 1), hands the mail to SMTP with the row's
 * Message-ID, and marks it `sent`. A failure gives the row back (`queued`, the error kept) and
 * fails the job, so the queue retries it with backoff; after the last attempt the row is marked
 * `failed` and logged. A process killed after the SMTP server took the mail and before the mark
 * leaves the row `sending`: once its lease is over the sweep queues it again, and it goes out a
 * second time with the same Message-ID, which a receiver can drop. The lease is longer than one
 * attempt can take (smtp-mail.ts bounds it), so a live attempt is never taken over.
 */
export function createMailOutboxJobs(deps: {
  db: Database;
  mail: MailAdapter;
  logger: Logger;
  /** Seconds a claim holds before a sweep may take the row over (MAIL_SEND_LEASE_SECONDS). */
  leaseSeconds: number;
  jobs: () => JobRunner;
}): JobDefinition[] {
  const { db, logger, leaseSeconds } = deps;

  const send: JobDefinition = {
    name: SEND_MAIL_JOB,
    retryLimit: MAIL_MAX_ATTEMPTS - 1,
    retryDelaySeconds: 30,
    // Mails wait on the network: a few side by side, each holding up only its own slot.
    concurrency: 4,
    pollingIntervalSeconds: 0.5,
    expireInSeconds: Math.max(leaseSeconds, 30),
    run: async (data) => {
      const id = typeof data.id === "string" && isUuid(data.id) ? data.id : null;
      if (!id) return;
      const claimed = (await db.execute(sql`
        update mail_outbox set status = 'sending', attempts = attempts + 1, claimed_at = now()
        where id = ${id}::uuid and attempts < ${MAIL_MAX_ATTEMPTS}
          and (status = 'queued' or (status = 'sending' and claimed_at < now() - make_interval(secs => ${leaseSeconds})))
        returning id, kind, "to", subject, text, html, message_id, attempts`)) as unknown as Rows<ClaimedMail>;
      const [row] = claimed.rows;
      // Sent, failed for good, or held by a live attempt (whose own job, or the sweep after its lease, goes on).
      if (!row) return;
      try {
        await deps.mail.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html !== null ? { html: row.html } : {}),
          messageId: row.message_id,
        });
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
        const last = Number(row.attempts) >= MAIL_MAX_ATTEMPTS;
        await db.execute(sql`
          update mail_outbox set status = ${last ? "failed" : "queued"}, last_error = ${message}
          where id = ${id}::uuid and status = 'sending'`);
        if (last) {
          logger.error({ err: error, mailId: id, kind: row.kind, attempts: row.attempts }, "mail failed for the last time");
          return;
        }
        throw error;
      }
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${id}::uuid`);
    },
  };

  const sweep: JobDefinition = {
    name: SWEEP_MAIL_OUTBOX_JOB,
    cron: "* * * * *",
    singleton: true,
    retryLimit: 0,
    run: async () => {
      // A process died during the last attempt: nothing is left to try; the mail may or may not have gone.
      const abandoned = (await db.execute(sql`
        update mail_outbox set status = 'failed', last_error = 'the process ended during the last attempt'
        where status = 'sending' and attempts >= ${MAIL_MAX_ATTEMPTS} and claimed_at < now() - make_interval(secs => ${leaseSeconds})
        returning id`)) as unknown as Rows<{ id: string }>;
      for (const row of abandoned.rows) logger.error({ mailId: row.id }, "mail failed for the last time");
      const left = (await db.execute(sql`
        select id from mail_outbox
        where attempts < ${MAIL_MAX_ATTEMPTS} and (
          (status = 'queued' and attempts = 0 and created_at < now() - make_interval(secs => ${UNTAKEN_SECONDS}))
          or (status = 'queued' and attempts > 0 and claimed_at < now() - make_interval(secs => ${RETRY_LOST_SECONDS}))
          or (status = 'sending' and claimed_at < now() - make_interval(secs => ${leaseSeconds})))
        order by created_at
        limit ${SWEEP_BATCH}`)) as unknown as Rows<{ id: string }>;
      if (!left.rows.length) return;
      logger.info({ mails: left.rows.length }, "mail outbox: sending rows left unsent again");
      await deps.jobs().sendMany(
        SEND_MAIL_JOB,
        left.rows.map((row) => ({ data: { id: row.id } })),
      );
    },
  };

  return [send, sweep];
}
