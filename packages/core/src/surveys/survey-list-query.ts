import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { SURVEY_STATUSES } from "./survey-schema";

/** The orders of the dashboard's survey list. */
export const SURVEY_SORTS = ["newest", "oldest", "title_asc", "title_desc", "most_responses", "least_responses"] as const;
export type SurveySort = (typeof SURVEY_SORTS)[number];

/** The query of GET /api/surveys. */
export const listSurveysQuerySchema = z.object({
  organizationId: z.string().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  status: z.enum(["all", ...SURVEY_STATUSES]).default("all"),
  sort: z.enum(SURVEY_SORTS).default("newest"),
  /** Whose rules search and A–Z sorting follow (surveys/survey-text-order.ts). */
  locale: z.enum(LANGUAGES).default("en"),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListSurveysQuery = z.output<typeof listSurveysQuerySchema>;
