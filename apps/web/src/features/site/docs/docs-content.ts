/** The documentation's sections, in the order the page shows them (docs/product/public-site.md#docs). */
export const DOCS_SECTIONS = [
  "getting-started",
  "survey-builder",
  "sharing-responses",
  "analytics-ai",
  "account-billing",
  "api",
] as const;
export type DocsSectionId = (typeof DOCS_SECTIONS)[number];

/** One expandable topic: its Markdown rendered to HTML on the server, and its plain text for search. */
export interface DocsTopic {
  id: string;
  title: string;
  description: string;
  html: string;
  text: string;
}

export interface DocsSection {
  id: DocsSectionId;
  title: string;
  topics: DocsTopic[];
}

/** Whether every word of `query` appears, ignoring case, in one of `texts`; an empty query matches. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}
