import { randomUUID } from "node:crypto";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import { mailOutbox } from "../../db/schema/platform";
import type { JobRunner } from "../../jobs/create-job-runner";

/** Sends one outbox row; data { id }. */
export const SEND_MAIL_JOB = "mail-send";

/** What a mail is, kept on its row for the logs and the tests. */
export type MailKind =
  | "verification"
  | "password-reset"
  | "invitation"
  | "response-alert"
  | "weekly-summary"
  | "billing"
  | "contact"
  | "webhook-disabled"
  | "resume-link"
  | "data-export"
  | "account-delete";

export interface OutboxMail extends MailMessage {
  kind: MailKind;
  /** The language it is written in, when it has one. */
  lang?: string | null;
}

export interface MailOutbox {
  /**
   * Writes the mail in `tx` and queues its sending job in the same transaction: the mail exists
   * if and only if what caused it was committed (docs/decisions/285-mail-outbox.md). Outside a
   * transaction (better-auth's hooks) pass the database: the row is durable when this returns.
   * On PGlite call `ready()` before opening the transaction. Returns the row's id.
   */
  enqueue: (tx: Database, mail: OutboxMail) => Promise<string>;
  /** Sets the queue up, if not yet, so a later `enqueue` in a transaction does not wait on it (PGlite has one connection). */
  ready: () => Promise<void>;
}

/**
 * The Message-ID of an outbox row: derived from its id alone, so every attempt at the same row
 * carries the same one, and a receiver (or our tests' SMTP peer) can drop a second copy.
 */
export function outboxMessageId(id: string, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

/** The domain of our Message-IDs: MAIL_FROM's, else PUBLIC_URL's host. */
export function messageIdDomain(mailFrom: string, publicUrl: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom);
  return match?.[1] ?? new URL(publicUrl).hostname;
}

export function createMailOutbox(deps: { jobs: () => JobRunner; domain: string }): MailOutbox {
  return {
    enqueue: async (tx, mail) => {
      const id = randomUUID();
      await tx.insert(mailOutbox).values({
        id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        lang: mail.lang ?? null,
        messageId: outboxMessageId(id, deps.domain),
      });
      await deps.jobs().send(SEND_MAIL_JOB, { id }, { db: tx });
      return id;
    },
    ready: () => deps.jobs().ready(),
  };
}
