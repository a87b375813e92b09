import { noContentSchema } from "@sondar/core/http/no-content";
import type { Language } from "@sondar/core/i18n/languages";
import { publicSurveyUrl as coreSurveyUrl } from "@sondar/core/surveys/share-urls";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { surveyTemplateListReplySchema, type CreateSurveyRequest } from "@sondar/core/surveys/create-survey-request";
import type { SurveySort } from "@sondar/core/surveys/survey-list-query";
import type { SurveyContent } from "@sondar/core/surveys/survey-schema";
import {
  bulkDeleteReplySchema,
  surveyListReplySchema,
  surveyReplySchema,
  surveyWithCountReplySchema,
  type SurveyDto,
} from "@sondar/core/surveys/survey-replies";
import { apiFetch } from "./api-client";

// The shapes are core's (surveys/survey-replies.ts): the server types its replies with them and
// every reply is parsed by them here.

/** What the builder saves; the server parses it with core's surveyContentSchema. */
export type SurveyContentInput = Pick<SurveyContent, "title" | "description" | "questions" | "settings" | "hiddenFields">;

export const surveysKey = ["surveys"] as const;
export const surveyKey = (id: string) => ["survey", id] as const;

export function listSurveys(
  params: {
    organizationId?: string | null;
    search?: string;
    status?: "all" | SurveyDto["status"];
    sort?: SurveySort;
    /** Whose rules search and A–Z sorting follow. */
    locale?: Language;
  } = {},
) {
  const query = new URLSearchParams();
  if (params.locale) query.set("locale", params.locale);
  if (params.organizationId) query.set("organizationId", params.organizationId);
  if (params.search) query.set("search", params.search);
  if (params.status && params.status !== "all") query.set("status", params.status);
  if (params.sort) query.set("sort", params.sort);
  const qs = query.toString();
  return apiFetch(`/api/surveys${qs ? `?${qs}` : ""}`, { schema: surveyListReplySchema });
}

/** The survey with its total response count (one request and cache entry for the builder and the responses screen). */
export const getSurveyWithCount = (id: string) => apiFetch(`/api/surveys/${id}`, { schema: surveyWithCountReplySchema });
/**
 * A new survey, personal or (with `organizationId`) the organization's: empty, or built by the
 * server from a template in a language.
 */
export const createSurvey = (organizationId: string | null = null, template?: CreateSurveyRequest["template"]) =>
  apiFetch("/api/surveys", {
    body: { ...(organizationId ? { organizationId } : {}), ...(template ? { template } : {}) },
    schema: surveyReplySchema,
  }).then((r) => r.survey);
export const surveyTemplatesKey = (language: Language) => ["survey-templates", language] as const;
/** The template chooser's cards in `language`. */
export const listSurveyTemplates = (language: Language) =>
  apiFetch(`/api/survey-templates?language=${language}`, { schema: surveyTemplateListReplySchema }).then((r) => r.templates);
/** Moves a survey to an organization, or (null) to the caller's personal list. */
export const moveSurvey = (id: string, organizationId: string | null) =>
  apiFetch(TEAMS_API.moveSurvey(id), { body: { organizationId }, schema: surveyReplySchema }).then((r) => r.survey);
export const saveSurvey = (id: string, content: SurveyContentInput) =>
  apiFetch(`/api/surveys/${id}`, { method: "PUT", body: { ...content }, schema: surveyReplySchema }).then((r) => r.survey);
export const publishSurvey = (id: string) =>
  apiFetch(`/api/surveys/${id}/publish`, { body: {}, schema: surveyReplySchema }).then((r) => r.survey);
export const unpublishSurvey = (id: string) =>
  apiFetch(`/api/surveys/${id}/unpublish`, { body: {}, schema: surveyReplySchema }).then((r) => r.survey);
/** Archive (stops collecting, leaves the trial cap) or bring back as a draft. */
export const setSurveyArchived = (id: string, archived: boolean) =>
  apiFetch(`/api/surveys/${id}/${archived ? "archive" : "unarchive"}`, { body: {}, schema: surveyReplySchema }).then(
    (r) => r.survey,
  );
export const duplicateSurvey = (id: string) =>
  apiFetch(`/api/surveys/${id}/duplicate`, { body: {}, schema: surveyReplySchema }).then((r) => r.survey);
export const deleteSurvey = (id: string) => apiFetch(`/api/surveys/${id}`, { method: "DELETE", schema: noContentSchema });
export const bulkDeleteSurveys = (ids: string[]) =>
  apiFetch("/api/surveys/bulk-delete", { body: { ids }, schema: bulkDeleteReplySchema });

/** The public link of a published survey. */
export function publicSurveyUrl(shareId: string): string {
  return coreSurveyUrl(window.location.origin, shareId);
}
