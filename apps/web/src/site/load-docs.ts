import type { Language } from "@sondar/core/i18n/languages";
import { escapeUTF8 } from "entities";
import { DOCS_SECTIONS, type DocsSection, type DocsTopic } from "../features/site/docs/docs-content";
import { fillPlaceholders, markdownToHtml, textOfHtml, type PlaceholderValues } from "./render-markdown";

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

interface Line {
  text: string;
  /** Inside a fenced code block, where `# …` is a shell comment and `> …` a prompt, not Markdown. */
  code: boolean;
}

interface RawTopic {
  title: string;
  lines: Line[];
}

/** The source's `# Section` headings, each with its `## Topic`s and their lines; code blocks are never split. */
function splitDocs(source: string): { heading: string; topics: RawTopic[] }[] {
  const sections: { heading: string; topics: RawTopic[] }[] = [];
  let fence: string | null = null;
  for (const text of source.split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    const code = fence !== null || marker !== undefined;
    if (fence === null && marker) fence = marker;
    else if (fence !== null && marker?.startsWith(fence) && text.trim() === marker) fence = null;
    const section = sections.at(-1);
    if (!code && text.startsWith("# ")) sections.push({ heading: text.slice(2).trim(), topics: [] });
    else if (!code && text.startsWith("## ")) section?.topics.push({ title: text.slice(3).trim(), lines: [] });
    else section?.topics.at(-1)?.lines.push({ text, code });
  }
  return sections;
}

/**
 * Splits a documentation file into sections (`# Title`) and topics (`## Title`); a topic's first
 * `> ` line is its description, the rest its body. The sections are DOCS_SECTIONS, in that order.
 */
export function parseDocs(source: string, config: PlaceholderValues, render: Render = markdownToHtml): DocsSection[] {
  const fill = (text: string) => text.replaceAll("{{product}}", config.productName);
  return splitDocs(source).flatMap(({ heading, topics }, sectionIndex) => {
    const id = DOCS_SECTIONS[sectionIndex];
    if (!id) return [];
    const docsTopics = topics.map(({ title, lines }, topicIndex): DocsTopic => {
      const descriptionIndex = lines.findIndex((line) => !line.code && line.text.startsWith("> "));
      const description = descriptionIndex >= 0 ? (lines[descriptionIndex]?.text ?? "").slice(2).trim() : "";
      const body = lines
        .filter((_, index) => index !== descriptionIndex)
        .map((line) => line.text)
        .join("\n");
      const html = fillPlaceholders(renderTopicBody(body, render), config);
      return { id: `${id}-${topicIndex + 1}`, title: fill(title), description: fill(description), html, text: textOfHtml(html) };
    });
    return [{ id, title: heading, topics: docsTopics }];
  });
}

/** The documentation in a language, rendered once per process, language and settings. */
export function renderDocs(language: Language, config: PlaceholderValues): DocsSection[] {
  const key = [language, config.productName, config.supportEmail, config.publicUrl].join("\n");
  const cached = rendered.get(key);
  if (cached) return cached;
  const docs = parseDocs(SOURCES[`/content/docs/${language}.md`] ?? "", config);
  rendered.set(key, docs);
  return docs;
}
