import type { Config } from "../../config/config";
import type { MailAdapter } from "./mail-adapter";
import { createOutboxMail } from "./outbox-mail";
import { createSmtpMail } from "./smtp-mail";

/** SMTP when SMTP_URL is set, otherwise the outbox table is the mailbox. */
export function createMailAdapter(config: Config): MailAdapter {
  return config.smtpUrl ? createSmtpMail(config.smtpUrl, config.mailFrom) : createOutboxMail();
}
