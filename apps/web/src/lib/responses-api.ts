import type { AnalysisResult } from "@sondar/core/ai/analysis-result";
import type { Language } from "@sondar/core/i18n/languages";
import type { ResponsePage, ResponseStatusFilter } from "@sondar/core/responses/response-list";
import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import { apiFetch } from "./api-client";
import { downloadResponse } from "./download-file";
import type { Survey } from "./surveys-api";

export type ExportFormat = "csv" | "xlsx" | "json";

/** Query keys of one survey's responses; invalidate `responsesRootKey(id)` after a change. */
export const responsesRootKey = (surveyId: string) => ["responses", surveyId] as const;
export const responsePageKey = (surveyId: string, query: { status: ResponseStatusFilter; page: number; pageSize: number }) =>
  [...responsesRootKey(surveyId), "page", query] as const;
export const surveySummaryKey = (surveyId: string, status: ResponseStatusFilter) =>
  [...responsesRootKey(surveyId), "summary", status] as const;

/** The survey with its total response count (the same request and cache entry the builder uses). */
export const getSurveyWithCount = (surveyId: string) =>
  apiFetch<{ survey: Survey; responseCount: number }>(`/api/surveys/${surveyId}`);

export function listResponses(
  surveyId: string,
  query: { status: ResponseStatusFilter; page: number; pageSize: number },
  signal?: AbortSignal,
) {
  const qs = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  return apiFetch<ResponsePage>(`/api/surveys/${surveyId}/responses?${qs.toString()}`, signal ? { signal } : {});
}

export function getSurveySummary(surveyId: string, status: ResponseStatusFilter, signal?: AbortSignal) {
  const qs = new URLSearchParams({ status });
  return apiFetch<SurveySummary>(`/api/surveys/${surveyId}/responses/summary?${qs.toString()}`, signal ? { signal } : {});
}

export const deleteResponses = (surveyId: string, ids: string[]) =>
  apiFetch<{ deleted: number }>(`/api/surveys/${surveyId}/responses/delete`, { body: { ids } });

/**
 * Downloads an export file; a page export sends `page` and `pageSize`. The server names the
 * file (survey title, filter, page) in Content-Disposition.
 */
export async function exportResponses(
  surveyId: string,
  options: { format: ExportFormat; status: ResponseStatusFilter; page?: { page: number; pageSize: number } },
): Promise<void> {
  const qs = new URLSearchParams({ format: options.format, status: options.status });
  if (options.page) {
    qs.set("page", String(options.page.page));
    qs.set("pageSize", String(options.page.pageSize));
  }
  await downloadResponse(`/api/surveys/${surveyId}/responses/export?${qs.toString()}`, `responses.${options.format}`);
}

export const analyzeResponses = (
  surveyId: string,
  input: { status: ResponseStatusFilter; language: Language; customPrompt?: string },
) => apiFetch<AnalysisResult>(`/api/surveys/${surveyId}/analysis`, { body: { ...input } });
