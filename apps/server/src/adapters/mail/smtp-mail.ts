import nodemailer from "nodemailer";
import type { MailAdapter } from "./mail-adapter";

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMail(smtpUrl: string, from: string): MailAdapter & { close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
