import type { Transporter } from "nodemailer";
import type { MailAdapter } from "./mail-adapter";

/**
 * Time limits of one attempt, so it ends well within the outbox's lease (MAIL_SEND_LEASE_SECONDS,
 * 5 minutes by default) and a live attempt is never taken over (docs/decisions/285-mail-outbox.md).
 * nodemailer's own socket limit is 10 minutes. Query parameters of SMTP_URL override them.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL), with
 * the outbox row's Message-ID, so every attempt at one mail carries the same one.
 */
export function createSmtpMail(smtpUrl: string, from: string): MailAdapter & { close: () => void } {
  // nodemailer (~12 MB) is imported on the first send, not at start: mail is rare in a
  // server's life. A failed import rejects that send like an unreachable SMTP server would.
  let loading: Promise<Transporter> | undefined;
  let transport: Transporter | undefined;
  const getTransport = () =>
    (loading ??= Promise.all([import("nodemailer"), import("nodemailer/lib/smtp-transport/index.js")]).then(
      ([nodemailer, smtp]) => (transport = nodemailer.default.createTransport(new smtp.default({ ...TIMEOUTS, url: smtpUrl }))),
    ));
  return {
    kind: "smtp",
    send: async ({ messageId, ...message }) => {
      await (await getTransport()).sendMail({ from, ...message, messageId });
    },
    close: () => transport?.close(),
  };
}
