import type { Transporter } from "nodemailer";
import type { MailAdapter } from "./mail-adapter";

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMail(smtpUrl: string, from: string): MailAdapter & { close: () => void } {
  // nodemailer (~12 MB) is imported on the first send, not at start: mail is rare in a
  // server's life. A failed import rejects that send like an unreachable SMTP server would.
  let loading: Promise<Transporter> | undefined;
  let transport: Transporter | undefined;
  const getTransport = () => (loading ??= import("nodemailer").then((m) => (transport = m.default.createTransport(smtpUrl))));
  return {
    kind: "smtp",
    send: async (message) => {
      await (await getTransport()).sendMail({ from, ...message });
    },
    close: () => transport?.close(),
  };
}
