import { decodeHTML, escapeAttribute, escapeUTF8 } from "entities";
import { Marked } from "marked";

const marked = new Marked({ gfm: true });

/** Our own Markdown content as HTML (docs/decisions/102-blog-articles-as-markdown.md). */
export function markdownToHtml(source: string): string {
  return marked.parse(source, { async: false }) as string;
}

/** Fills `{{product}}` and `{{email}}` (as a mailto link) in rendered HTML, escaped. */
export function fillPlaceholders(
  html: string,
  { productName, supportEmail }: { productName: string; supportEmail: string },
): string {
  const email = `<a href="mailto:${escapeAttribute(supportEmail)}">${escapeUTF8(supportEmail)}</a>`;
  return html.replaceAll("{{product}}", escapeUTF8(productName)).replaceAll("{{email}}", email);
}

/** The text of rendered HTML: tags removed (a block's end keeps a space), entities decoded, white space collapsed. */
export function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre|ul|ol|td|th)>/g, " ").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
