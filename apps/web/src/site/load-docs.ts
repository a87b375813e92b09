import type { Language } from "@sondar/core/i18n/languages";
import { escapeUTF8 } from "entities";
import { DOCS_SECTIONS, type DocsSection, type DocsTopic } from "../features/site/docs/docs-content";
import { fillPlaceholders, markdownToHtml, textOfHtml } from "./render-markdown";

/** The documentation per language, read into the server bundle at build time (never into the browser's). */
const SOURCES = import.meta.glob<string>("/content/docs/*.md", { query: "?raw", import: "default", eager: true });
const rendered = new Map<string, DocsSection[]>();

type Render = (markdown: string) => string;

/**
 * A topic's body as HTML; when the Markdown cannot be rendered, its raw text, escaped, so the
 * topic still reads (the product shows raw text then) and the failure is logged.
 */
export function renderTopicBody(markdown: string, render: Render = markdownToHtml): string {
  try {
    return render(markdown);
  } catch (error) {
    console.warn("docs: Markdown failed to parse, showing raw text", error);
    return `<pre class="docs-raw">${escapeUTF8(markdown.trim())}</pre>`;
  }
}

/**
 * Splits a documentation file into sections (`# Title`) and topics (`## Title`); a topic's first
 * `> ` line is its description, the rest its body. The sections are DOCS_SECTIONS, in that order.
 */
export function parseDocs(
  source: string,
  config: { productName: string; supportEmail: string },
  render: Render = markdownToHtml,
): DocsSection[] {
  const sections: DocsSection[] = [];
  const chunks = source.split(/^# /m).slice(1);
  chunks.forEach((chunk, sectionIndex) => {
    const id = DOCS_SECTIONS[sectionIndex];
    if (!id) return;
    const [heading = "", ...topicChunks] = chunk.split(/^## /m);
    const topics: DocsTopic[] = topicChunks.map((topicChunk, topicIndex) => {
      const [titleLine = "", ...lines] = topicChunk.split("\n");
      const descriptionIndex = lines.findIndex((line) => line.startsWith("> "));
      const description = descriptionIndex >= 0 ? (lines[descriptionIndex] ?? "").slice(2).trim() : "";
      const body = lines.filter((_, index) => index !== descriptionIndex).join("\n");
      const html = fillPlaceholders(renderTopicBody(body, render), config);
      const fill = (text: string) => text.replaceAll("{{product}}", config.productName);
      return {
        id: `${id}-${topicIndex + 1}`,
        title: fill(titleLine.trim()),
        description: fill(description),
        html,
        text: textOfHtml(html),
      };
    });
    sections.push({ id, title: heading.split("\n")[0]?.trim() ?? "", topics });
  });
  return sections;
}

/** The documentation in a language, rendered once per process, language and settings. */
export function renderDocs(language: Language, config: { productName: string; supportEmail: string }): DocsSection[] {
  const key = `${language}\n${config.productName}\n${config.supportEmail}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const docs = parseDocs(SOURCES[`/content/docs/${language}.md`] ?? "", config);
  rendered.set(key, docs);
  return docs;
}
