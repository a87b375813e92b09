import type { Database } from "../../db/database";
import { mailOutbox } from "../../db/schema/platform";
import type { MailAdapter } from "./mail-adapter";

/** Keeps every message in the mail_outbox table. */
export function createOutboxMail(db: Database): MailAdapter {
  return {
    kind: "outbox",
    send: async (message) => {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
