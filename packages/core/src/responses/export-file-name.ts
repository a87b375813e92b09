import type { ResponseStatusFilter } from "./response-list";
import type { ExportFormat } from "./export-query";

const MAX_SLUG_LENGTH = 80;

/** Lower-case words of `text` joined by "-", letters of any script kept; "survey" when none. */
export function slugifyTitle(text: string): string {
  const slug = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  // Cut on code points, not UTF-16 units, so no half of a surrogate pair is left behind.
  const cut = Array.from(slug).slice(0, MAX_SLUG_LENGTH).join("").replace(/-+$/, "");
  return cut || "survey";
}

/** The same slug with accents dropped and other non-ASCII letters removed, for old clients. */
function asciiSlug(text: string): string {
  return slugifyTitle(text.normalize("NFKD").replace(/[^\x20-\x7e]/g, ""));
}

export interface ExportFileNameInput {
  surveyTitle: string;
  status: ResponseStatusFilter;
  format: ExportFormat;
  /** Set for a page export. */
  page?: number | undefined;
}

/**
 * The download's name (docs/product/responses-and-exports.md#exports): survey title, filter and, for a
 * page export, the page, e.g. "customer-feedback-all-responses-page-2.xlsx". `ascii` is the fallback
 * for clients that do not read RFC 5987 names.
 */
export function exportFileNames({ surveyTitle, status, format, page }: ExportFileNameInput): { name: string; ascii: string } {
  const rest = `-${status}-responses${page === undefined ? "" : `-page-${page}`}.${format}`;
  return { name: slugifyTitle(surveyTitle) + rest, ascii: asciiSlug(surveyTitle) + rest };
}
