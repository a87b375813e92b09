import type { MailAdapter } from "./mail-adapter";

/**
 * Without an SMTP server: every mail is already a row of mail_outbox, which /dev/mailbox reads,
 * so sending has nothing left to do and the row is marked sent.
 */
export function createOutboxMail(): MailAdapter {
  return { kind: "outbox", send: async () => {} };
}
