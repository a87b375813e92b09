import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/contact-messages";
import { contactMail } from "./contact-mail";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import { isClaimable } from "../../jobs/mail-claim";

/** Mails one stored contact message to the support address; data { id }. */
export const CONTACT_MESSAGE_JOB = "contact-message";

/**
 * Tries after the first: with the runner's doubling from 30 s (pg-boss draws each wait between
 * that and twice that), the last comes 8.5 to 17 hours after the message, so an SMTP outage over
 * a night still ends in a mail (docs/decisions/129-contact-mail-through-the-queue.md).
 */
const RETRY_LIMIT = 10;

/** Queues the mail of a stored contact message in `tx`, the transaction that stored it. */
export async function queueContactMessage(tx: Database, jobs: JobRunner, id: string): Promise<void> {
  await jobs.send(CONTACT_MESSAGE_JOB, { id }, { db: tx });
}

/**
 * Writes a contact message's mail to the outbox once: the job claims the row in one statement, so
 * of two workers holding the same message only one goes on; the mail is written in the
 * transaction that sets `mailed_at`, so the message is closed if and only if its mail exists, and
 * the outbox sends and retries it (docs/decisions/286-account-mails-through-the-outbox.md).
 */
export function createContactMessageJob(deps: {
  db: Database;
  outbox: MailOutbox;
  productName: string;
  supportEmail: string;
  now: () => Date;
}): JobDefinition {
  const { db } = deps;
  return {
    name: CONTACT_MESSAGE_JOB,
    retryLimit: RETRY_LIMIT,
    run: async (data) => {
      const id = typeof data.id === "string" ? data.id : "";
      const now = deps.now();
      const [row] = await db
        .update(contactMessages)
        .set({ claimedAt: now })
        .where(and(eq(contactMessages.id, id), isClaimable(contactMessages.mailedAt, contactMessages.claimedAt, now)))
        .returning();
      if (!row) {
        // Claimed by another run, or mailed. A claim that outlived a failed send (the database was
        // down too) is only released by its timeout, so the job fails and pg-boss tries again later
        // rather than completing with the message unsent.
        const [message] = await db
          .select({ mailedAt: contactMessages.mailedAt })
          .from(contactMessages)
          .where(eq(contactMessages.id, id));
        if (message && !message.mailedAt) throw new Error("contact message is claimed by another run; retrying later");
        return;
      }
      const { name, email, subject, message, language } = row;
      const mail = contactMail({
        to: deps.supportEmail,
        product: deps.productName,
        language,
        message: { name, email, subject, message },
      });
      try {
        await db.transaction(async (tx) => {
          const [closed] = await tx
            .update(contactMessages)
            .set({ mailedAt: deps.now() })
            .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailedAt)))
            .returning({ id: contactMessages.id });
          if (closed) await deps.outbox.enqueue(tx, { kind: "contact", lang: language, ...mail });
        });
      } catch (error) {
        await db.update(contactMessages).set({ claimedAt: null }).where(eq(contactMessages.id, id));
        throw error;
      }
    },
  };
}
