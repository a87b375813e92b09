import { getMailGreetingName } from "@sondar/core/user/user-name";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout as layout } from "../../adapters/mail/mail-layout";

// Plain, escaped templates: user names go into HTML, so they are escaped here.

/**
 * Anyone may sign up with someone else's address, so the name they typed reaches that inbox:
 * it is used only when it is one short line that cannot read as a link (core's user-name.ts).
 */
function greetingFor(to: { name: string; email: string }): string {
  return `Hi ${getMailGreetingName(to.name) ?? to.email},`;
}

export function verificationMail(product: string, to: { name: string; email: string }, url: string): MailMessage {
  const greeting = greetingFor(to);
  return {
    to: to.email,
    subject: `Verify your e-mail for ${product}`,
    text: `${greeting}\n\nConfirm your e-mail address to start using ${product}:\n${url}\n\nIf you did not sign up, ignore this message.`,
    html: layout(
      product,
      "Confirm your e-mail address",
      `${escapeHtml(greeting)}<br>Confirm your e-mail address to start using ${escapeHtml(product)}.`,
      { url, label: "Verify e-mail" },
    ),
  };
}

export function passwordResetMail(product: string, to: { name: string; email: string }, url: string): MailMessage {
  const greeting = greetingFor(to);
  return {
    to: to.email,
    subject: `Reset your ${product} password`,
    text: `${greeting}\n\nSomeone asked to reset your password. Choose a new one here:\n${url}\n\nIf it was not you, ignore this message; your password stays the same.`,
    html: layout(
      product,
      "Reset your password",
      `${escapeHtml(greeting)}<br>Someone asked to reset your password. If it was not you, ignore this message.`,
      { url, label: "Choose a new password" },
    ),
  };
}
