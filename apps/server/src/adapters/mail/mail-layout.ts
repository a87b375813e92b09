import type { MailMessage } from "./mail-adapter";

/** Escapes text for HTML mail bodies (names and titles are users' text). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Our one-card mail: a heading, a paragraph of (already escaped) HTML, one button, the product
 * name; `language`, when given, is the page's `lang`, so a screen reader reads it in that language.
 */
export function mailLayout(
  product: string,
  heading: string,
  body: string,
  link: { url: string; label: string },
  language?: string,
): string {
  return `<!doctype html><html${language ? ` lang="${escapeHtml(language)}"` : ""}><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="line-height:1.5">${body}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#667;font-size:13px">${escapeHtml(product)}</p></div></body></html>`;
}

/** A one-link mail's words in one language; `{name}` placeholders are filled from its variables. */
export interface LinkMailWords {
  subject: string;
  heading: string;
  body: string;
  button: string;
}

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** A mail whose point is one link: the words filled in, as text and as our one-card HTML. */
export function linkMail(input: {
  to: string;
  url: string;
  words: LinkMailWords;
  vars: Record<string, string>;
  product: string;
  language: string;
}): MailMessage {
  const { words, vars } = input;
  const body = fill(words.body, vars);
  return {
    to: input.to,
    subject: fill(words.subject, vars),
    text: `${words.heading}\n\n${body}\n\n${input.url}\n`,
    html: mailLayout(input.product, words.heading, escapeHtml(body), { url: input.url, label: words.button }, input.language),
  };
}
