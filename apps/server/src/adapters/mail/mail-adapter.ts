export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail on its way out: with its Message-ID, the same on every attempt (docs/decisions/285-mail-outbox.md). */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

/** Hands mail to an SMTP server; the dev mailbox's adapter sends nothing (the outbox row is the mail). */
export interface MailAdapter {
  kind: "smtp" | "outbox";
  send: (message: OutgoingMail) => Promise<void>;
}
