import type { Config } from "../../config/config";
import type { Database } from "../../db/database";
import type { MailAdapter } from "./mail-adapter";
import { createOutboxMail } from "./outbox-mail";
import { createSmtpMail } from "./smtp-mail";

/** SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailAdapter(config: Config, db: Database): MailAdapter {
  return config.smtpUrl ? createSmtpMail(config.smtpUrl, config.mailFrom) : createOutboxMail(db);
}
