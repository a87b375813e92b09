import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import { getMailGreetingName } from "@sondar/core/user/user-name";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout as layout } from "../../adapters/mail/mail-layout";
import { AUTH_MAIL_TEXTS } from "./auth-mail-texts";

// Plain, escaped templates: user names go into HTML, so they are escaped here.

interface Recipient {
  name: string;
  email: string;
  /** The language stored with their settings (decision 065); English when none. */
  language: string | null;
}

function textsFor(to: Recipient) {
  const language: Language = asLanguage(to.language);
  const text = AUTH_MAIL_TEXTS[language];
  /**
   * Anyone may sign up with someone else's address, so the name they typed reaches that inbox:
   * it is used only when it is one short line that cannot read as a link (core's user-name.ts).
   */
  const greeting = text.greeting({ name: getMailGreetingName(to.name) ?? to.email });
  return { text, greeting };
}

export function verificationMail(product: string, to: Recipient, url: string): MailMessage {
  const { text, greeting } = textsFor(to);
  const { verify } = text;
  return {
    to: to.email,
    subject: verify.subject({ product }),
    text: `${greeting}\n\n${verify.body({ product })}\n${url}\n\n${verify.ignore}`,
    html: layout(product, verify.heading, `${escapeHtml(greeting)}<br>${escapeHtml(verify.body({ product }))}`, {
      url,
      label: verify.button,
    }),
  };
}

export function passwordResetMail(product: string, to: Recipient, url: string): MailMessage {
  const { text, greeting } = textsFor(to);
  const { reset } = text;
  return {
    to: to.email,
    subject: reset.subject({ product }),
    text: `${greeting}\n\n${reset.body}\n${url}\n\n${reset.ignore}`,
    html: layout(product, reset.heading, `${escapeHtml(greeting)}<br>${escapeHtml(reset.ignore)}`, {
      url,
      label: reset.button,
    }),
  };
}
