export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; the outbox adapter stores it instead, for /dev/mailbox. */
export interface MailAdapter {
  kind: "smtp" | "outbox";
  send: (message: MailMessage) => Promise<void>;
}
