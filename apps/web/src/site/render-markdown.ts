import { decodeHTML, escapeAttribute, escapeUTF8 } from "entities";
import { Marked, Renderer, type Tokens } from "marked";

const marked = new Marked(
  { gfm: true },
  {
    renderer: {
      // A code block scrolls sideways on a narrow screen; focusable, a keyboard can scroll it too.
      code(token: Tokens.Code) {
        return Renderer.prototype.code.call(this, token).replace(/^<pre>/, '<pre tabindex="0">');
      },
    },
  },
);

/** Our own Markdown content as HTML (docs/decisions/102-blog-articles-as-markdown.md). */
export function markdownToHtml(source: string): string {
  return marked.parse(source, { async: false }) as string;
}

/** What the placeholders of our Markdown stand for: the server's settings. */
export interface PlaceholderValues {
  productName: string;
  supportEmail: string;
  /** The server's address (PUBLIC_URL), for `{{url}}` in examples of the API. */
  publicUrl: string;
}

/** Where `{{url}}` points when the server's address is unknown: a name that is plainly a stand-in. */
const URL_STAND_IN = "https://your-sondar-host";

/** Fills `{{product}}`, `{{email}}` (as a mailto link) and `{{url}}` (the server's address) in rendered HTML, escaped. */
export function fillPlaceholders(html: string, { productName, supportEmail, publicUrl }: PlaceholderValues): string {
  const email = `<a href="mailto:${escapeAttribute(supportEmail)}">${escapeUTF8(supportEmail)}</a>`;
  return html
    .replaceAll("{{product}}", escapeUTF8(productName))
    .replaceAll("{{email}}", email)
    .replaceAll("{{url}}", escapeUTF8(publicUrl || URL_STAND_IN));
}

/** The text of rendered HTML: tags removed (a block's end keeps a space), entities decoded, white space collapsed. */
export function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre|ul|ol|td|th)>/g, " ").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
