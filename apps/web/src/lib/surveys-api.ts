import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import { apiFetch } from "./api-client";

export type SurveyStatus = "draft" | "published" | "archived";
export type SurveySort = "newest" | "oldest" | "title_asc" | "title_desc" | "most_responses" | "least_responses";

export interface SurveyListItem {
  id: string;
  title: string;
  description: string;
  status: SurveyStatus;
  shareId: string | null;
  organizationId: string | null;
  questionCount: number;
  responseCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Survey {
  id: string;
  title: string;
  description: string;
  questions: Question[];
  settings: SurveySettings;
  status: SurveyStatus;
  shareId: string | null;
  organizationId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface SurveyContentInput {
  title: string;
  description: string;
  questions: Question[];
  settings: SurveySettings;
}

export const surveysKey = ["surveys"] as const;
export const surveyKey = (id: string) => ["survey", id] as const;

export function listSurveys(params: { search?: string; status?: "all" | SurveyStatus; sort?: SurveySort } = {}) {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.status && params.status !== "all") query.set("status", params.status);
  if (params.sort) query.set("sort", params.sort);
  const qs = query.toString();
  return apiFetch<{ surveys: SurveyListItem[]; total: number }>(`/api/surveys${qs ? `?${qs}` : ""}`);
}

export const getSurvey = (id: string) => apiFetch<{ survey: Survey }>(`/api/surveys/${id}`).then((r) => r.survey);
export const createSurvey = () =>
  apiFetch<{ surveyId: string; survey: Survey }>("/api/surveys", { body: {} }).then((r) => r.survey);
export const saveSurvey = (id: string, content: SurveyContentInput) =>
  apiFetch<{ survey: Survey }>(`/api/surveys/${id}`, { method: "PUT", body: { ...content } }).then((r) => r.survey);
export const publishSurvey = (id: string) =>
  apiFetch<{ survey: Survey }>(`/api/surveys/${id}/publish`, { body: {} }).then((r) => r.survey);
export const unpublishSurvey = (id: string) =>
  apiFetch<{ survey: Survey }>(`/api/surveys/${id}/unpublish`, { body: {} }).then((r) => r.survey);
export const duplicateSurvey = (id: string) =>
  apiFetch<{ survey: Survey }>(`/api/surveys/${id}/duplicate`, { body: {} }).then((r) => r.survey);
export const deleteSurvey = (id: string) => apiFetch<{ success: true }>(`/api/surveys/${id}`, { method: "DELETE" });
export const bulkDeleteSurveys = (ids: string[]) =>
  apiFetch<{ deleted: string[]; failed: string[] }>("/api/surveys/bulk-delete", { body: { ids } });

/** The public link of a published survey. */
export function publicSurveyUrl(shareId: string): string {
  return `${window.location.origin}/survey/${shareId}`;
}
