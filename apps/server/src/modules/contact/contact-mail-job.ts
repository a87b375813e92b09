import { and, eq } from "drizzle-orm";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/contact-messages";
import { contactMail } from "./contact-mail";
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
 * Sends a contact message's mail once: the job claims the row in one statement, so of two
 * workers holding the same message only one sends; `mailed_at` then closes it for good. A failed
 * send gives the claim back and fails the job, so pg-boss retries it with backoff.
 */
export function createContactMessageJob(deps: {
  db: Database;
  mail: MailAdapter;
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
      try {
        await deps.mail.send(
          contactMail({ to: deps.supportEmail, product: deps.productName, language, message: { name, email, subject, message } }),
        );
      } catch (error) {
        await db.update(contactMessages).set({ claimedAt: null }).where(eq(contactMessages.id, id));
        throw error;
      }
      await db.update(contactMessages).set({ mailedAt: deps.now() }).where(eq(contactMessages.id, id));
    },
  };
}
