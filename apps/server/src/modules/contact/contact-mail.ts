import type { ContactMessage } from "@sondar/core/site/contact-form";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout } from "../../adapters/mail/mail-layout";

/** The mail the support address gets for a contact message; replying goes to the sender. */
export function contactMail(input: { to: string; product: string; language: string; message: ContactMessage }): MailMessage {
  const { name, email, subject, message } = input.message;
  const heading = `Contact form: ${subject}`;
  const facts = `From: ${name} <${email}>\nPage language: ${input.language}`;
  return {
    to: input.to,
    subject: `[${input.product} contact] ${subject}`,
    text: `${heading}\n\n${facts}\n\n${message}\n`,
    html: mailLayout(
      input.product,
      heading,
      `${escapeHtml(facts).replace(/\n/g, "<br>")}<br><br>${escapeHtml(message).replace(/\n/g, "<br>")}`,
      { url: `mailto:${email}`, label: `Reply to ${name}` },
    ),
  };
}
