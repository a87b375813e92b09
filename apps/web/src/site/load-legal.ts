import type { Language } from "@sondar/core/i18n/languages";
import { fillPlaceholders, markdownToHtml, type PlaceholderValues } from "./render-markdown";

/** Privacy Policy and Terms of Service per language, read into the server bundle at build time. */
const SOURCES = import.meta.glob<string>("/content/legal/*.md", { query: "?raw", import: "default", eager: true });
const rendered = new Map<string, string>();

export type LegalPage = "privacy" | "terms";

/** A legal page's body in a language, as HTML with the product's name and support address filled in. */
export function renderLegal(page: LegalPage, language: Language, config: PlaceholderValues): string {
  const key = [`${page}.${language}`, config.productName, config.supportEmail, config.publicUrl].join("\n");
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const source = SOURCES[`/content/legal/${page}.${language}.md`] ?? "";
  const html = fillPlaceholders(markdownToHtml(source), config);
  rendered.set(key, html);
  return html;
}
