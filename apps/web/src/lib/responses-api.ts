import { analysisResultSchema } from "@sondar/core/ai/analysis-result";
import { askAnswerSchema } from "@sondar/core/ai/ask-data";
import { themeEditsSchema, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import type { Language } from "@sondar/core/i18n/languages";
import { exportLinkReplySchema, type ExportFormat } from "@sondar/core/responses/export-query";
import { HIDDEN_FILTER_PREFIX, type HiddenFilters, type ResponseStatusFilter } from "@sondar/core/responses/response-list";
import {
  deleteResponsesReplySchema,
  responsePageSchema,
  surveySummarySchema,
  timeAndDropOffSchema,
} from "@sondar/core/responses/response-replies";
import { apiFetch } from "./api-client";
import { startDownload } from "./download-file";

export type { ExportFormat };

/** Query keys of one survey's responses; invalidate `responsesRootKey(id)` after a change. */
export const responsesRootKey = (surveyId: string) => ["responses", surveyId] as const;
/** A page of the list: its status, page, one response alone, and hidden-value filters. */
export interface ResponsePageQuery {
  status: ResponseStatusFilter;
  page: number;
  pageSize: number;
  response?: string | null;
  hidden?: HiddenFilters;
}

export const responsePageKey = (surveyId: string, query: ResponsePageQuery) =>
  [...responsesRootKey(surveyId), "page", query] as const;
export const surveySummaryKey = (surveyId: string, status: ResponseStatusFilter) =>
  [...responsesRootKey(surveyId), "summary", status] as const;

export const timeAndDropOffKey = (surveyId: string) => [...responsesRootKey(surveyId), "time-and-drop-off"] as const;

export function listResponses(surveyId: string, query: ResponsePageQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.response) qs.set("response", query.response);
  for (const [key, value] of Object.entries(query.hidden ?? {})) qs.set(`${HIDDEN_FILTER_PREFIX}${key}`, value);
  return apiFetch(`/api/surveys/${surveyId}/responses?${qs.toString()}`, {
    schema: responsePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getSurveySummary(surveyId: string, status: ResponseStatusFilter, signal?: AbortSignal) {
  const qs = new URLSearchParams({ status });
  return apiFetch(`/api/surveys/${surveyId}/responses/summary?${qs.toString()}`, {
    schema: surveySummarySchema,
    ...(signal ? { signal } : {}),
  });
}

export const deleteResponses = (surveyId: string, ids: string[]) =>
  apiFetch(`/api/surveys/${surveyId}/responses/delete`, { body: { ids }, schema: deleteResponsesReplySchema });

/**
 * Exports responses: the server checks the request and answers with the file's link, which the
 * browser then downloads to disk; a page export sends `page` and `pageSize`. The server names
 * the file (survey title, filter, page). Throws ApiError when the export is refused.
 */
export async function exportResponses(
  surveyId: string,
  options: {
    format: ExportFormat;
    status: ResponseStatusFilter;
    page?: { page: number; pageSize: number };
    /** The list's hidden-value filters, which the export follows. */
    hidden?: HiddenFilters;
  },
): Promise<void> {
  const { url } = await apiFetch(`/api/surveys/${surveyId}/responses/export-link`, {
    body: { format: options.format, status: options.status, ...options.page, hidden: options.hidden ?? {} },
    schema: exportLinkReplySchema,
  });
  startDownload(url);
}

export const analyzeResponses = (
  surveyId: string,
  input: { status: ResponseStatusFilter; language: Language; customPrompt?: string },
) => apiFetch(`/api/surveys/${surveyId}/analysis`, { body: { ...input }, schema: analysisResultSchema });

export const themeEditsKey = (surveyId: string) => ["theme-edits", surveyId] as const;

export const getThemeEdits = (surveyId: string, signal?: AbortSignal) =>
  apiFetch(`/api/surveys/${surveyId}/theme-edits`, { schema: themeEditsSchema, ...(signal ? { signal } : {}) });

/** Saves the survey's whole list of theme edits (docs/product/ai.md#editable-themes). */
export const saveThemeEdits = (surveyId: string, edits: readonly ThemeEdit[]) =>
  apiFetch(`/api/surveys/${surveyId}/theme-edits`, { method: "PUT", body: { edits }, schema: themeEditsSchema });

/** A question about the responses (docs/product/ai.md#ask-your-data). */
export const askResponses = (surveyId: string, input: { question: string; status: ResponseStatusFilter; language: Language }) =>
  apiFetch(`/api/surveys/${surveyId}/ask`, { body: { ...input }, schema: askAnswerSchema });

/** How long complete responses took and where respondents stopped (docs/product/responses-and-exports.md#time-and-drop-off). */
export function getTimeAndDropOff(surveyId: string, signal?: AbortSignal) {
  return apiFetch(`/api/surveys/${surveyId}/responses/time-and-drop-off`, {
    schema: timeAndDropOffSchema,
    ...(signal ? { signal } : {}),
  });
}
