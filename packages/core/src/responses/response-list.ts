import { z } from "zod";
import type { Answer } from "../answers/answer-schema";

/** Response page size (docs/product/responses-and-exports.md#list). */
export const DEFAULT_RESPONSE_PAGE_SIZE = 10;
export const MAX_RESPONSE_PAGE_SIZE = 100;
/** One bulk delete touches at most this many responses. */
export const MAX_BULK_DELETE = 1000;

export const RESPONSE_STATUS_FILTERS = ["complete", "partial", "all"] as const;
export type ResponseStatusFilter = (typeof RESPONSE_STATUS_FILTERS)[number];

/** Query of the paged response list (and of a page export). */
export const responseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_RESPONSE_PAGE_SIZE).default(DEFAULT_RESPONSE_PAGE_SIZE),
  status: z.enum(RESPONSE_STATUS_FILTERS).default("complete"),
  /** One response alone: the list a cited response opens on (docs/product/ai.md#ask-your-data). */
  response: z.uuid().optional(),
});
export type ResponseListQuery = z.output<typeof responseListQuerySchema>;

/** One response as the creator sees it; `answers` is keyed by question id. */
export interface SurveyResponseItem {
  id: string;
  /** 'complete' or 'partial'; anything else is shown as 'Unknown'. */
  status: string;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  respondentEmail: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  answers: Record<string, Answer>;
}

/** A page of responses, paged and counted in SQL. */
export interface ResponsePage {
  data: SurveyResponseItem[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
}

export const deleteResponsesSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_BULK_DELETE),
});
export type DeleteResponsesInput = z.output<typeof deleteResponsesSchema>;

/** POST /api/surveys/:id/responses/delete: how many responses went. */
export interface DeleteResponsesReply {
  deleted: number;
}

export function totalPagesFor(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
