import { escapeUTF8 } from "entities";
import { markdownToHtml, textOfHtml } from "./render-markdown";

/** The articles' Markdown, read into the server bundle at build time (never into the browser's). */
const SOURCES = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true });

const rendered = new Map<string, RenderedArticle>();

export interface RenderedArticle {
  html: string;
  /** The first 160 characters of the text, tags removed: the page's meta description. */
  description: string;
  words: number;
}

/**
 * An article's body as HTML, with the product's name as configured in place of "Sondar" (the
 * articles are written with the default name). Rendered once per process and name.
 */
export function renderArticle(slug: string, productName: string): RenderedArticle | undefined {
  const key = `${productName}\n${slug}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const source = SOURCES[`/content/blog/${slug}.md`];
  if (source === undefined) return undefined;
  const html = markdownToHtml(source).replace(/\bSondar\b/g, escapeUTF8(productName));
  const text = textOfHtml(html);
  const article = { html, description: text.slice(0, 160).trim(), words: text.split(" ").length };
  rendered.set(key, article);
  return article;
}
