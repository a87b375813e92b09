import { asLanguage } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout } from "../../adapters/mail/mail-layout";
import { INVITATION_MAIL_TEXTS } from "./invitation-mail-texts";

/** The invitation mail in the inviter's language (English when unknown), with the link as its button. */
export function invitationMail(input: {
  language: string | null;
  product: string;
  to: string;
  organization: string;
  inviter: string;
  expiresAt: Date;
  url: string;
}): MailMessage {
  const language = asLanguage(input.language);
  const text = INVITATION_MAIL_TEXTS[language];
  const values = {
    product: input.product,
    organization: input.organization,
    inviter: input.inviter,
    date: new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(input.expiresAt),
  };
  const heading = text.heading(values);
  const body = text.body(values);
  return {
    to: input.to,
    subject: text.subject(values),
    text: `${heading}\n\n${body}\n\n${text.button}: ${input.url}`,
    html: mailLayout(input.product, heading, escapeHtml(body), { url: input.url, label: text.button }),
  };
}
