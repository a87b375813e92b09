import { getMailGreetingName } from "@sondar/core/user/user-name";
import type { MailMessage } from "../../adapters/mail/mail-adapter";

// Plain, escaped templates: user names go into HTML, so they are escaped here.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(product: string, heading: string, body: string, link: { url: string; label: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="line-height:1.5">${body}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#667;font-size:13px">${escapeHtml(product)}</p></div></body></html>`;
}

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
