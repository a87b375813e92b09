import { z } from "zod";
import type { Answer } from "../answers/answer-schema";
import { HIDDEN_FIELD_KEY_PATTERN, MAX_HIDDEN_FIELD_KEY_LENGTH, MAX_HIDDEN_FIELDS } from "../surveys/hidden-field-rules";
import { MAX_HIDDEN_FIELD_VALUE_LENGTH } from "../surveys/hidden-values";

/** Response page size (docs/product/responses-and-exports.md#list). */
export const DEFAULT_RESPONSE_PAGE_SIZE = 10;
export const MAX_RESPONSE_PAGE_SIZE = 100;
/** One bulk delete touches at most this many responses. */
export const MAX_BULK_DELETE = 1000;

export const RESPONSE_STATUS_FILTERS = ["complete", "partial", "all"] as const;
export type ResponseStatusFilter = (typeof RESPONSE_STATUS_FILTERS)[number];

/** A list filter on a hidden field is the parameter `hidden.<key>=<value>`. */
export const HIDDEN_FILTER_PREFIX = "hidden.";

/**
 * Filters on hidden values (docs/product/responses-and-exports.md#list): key → the value a
 * response must hold, every one of them; at most one per key.
 */
export const hiddenFiltersSchema = z
  .record(
    z.string().max(MAX_HIDDEN_FIELD_KEY_LENGTH).regex(HIDDEN_FIELD_KEY_PATTERN, "Not a hidden field's name"),
    z.string().trim().min(1).max(MAX_HIDDEN_FIELD_VALUE_LENGTH),
  )
  .refine((filters) => Object.keys(filters).length <= MAX_HIDDEN_FIELDS, {
    message: `At most ${MAX_HIDDEN_FIELDS} hidden-field filters`,
  });
export type HiddenFilters = z.output<typeof hiddenFiltersSchema>;

/** Query of the paged response list (and of a page export). */
export const responseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_RESPONSE_PAGE_SIZE).default(DEFAULT_RESPONSE_PAGE_SIZE),
  status: z.enum(RESPONSE_STATUS_FILTERS).default("complete"),
  /** One response alone: the list a cited response opens on (docs/product/ai.md#ask-your-data). */
  response: z.uuid().optional(),
  hidden: hiddenFiltersSchema.default({}),
});
export type ResponseListQuery = z.output<typeof responseListQuerySchema>;

/** A query string's parameters with the `hidden.<key>` ones gathered under `hidden`, as the list query reads them. */
export function gatherHiddenFilters(params: Readonly<Record<string, string>>): Record<string, unknown> {
  const entries = Object.entries(params);
  const isFilter = ([name]: [string, string]) => name.startsWith(HIDDEN_FILTER_PREFIX);
  // fromEntries defines own properties, so a "hidden.__proto__" filter is a key the schema refuses, not a prototype.
  const hidden = Object.fromEntries(
    entries.filter(isFilter).map(([name, value]) => [name.slice(HIDDEN_FILTER_PREFIX.length), value]),
  );
  return { ...Object.fromEntries(entries.filter((entry) => !isFilter(entry))), hidden };
}

/** A query string's parameters as `schema` reads them, the `hidden.<key>` filters gathered (gatherHiddenFilters). */
export function withHiddenFilters<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (params) => (typeof params === "object" && params !== null ? gatherHiddenFilters(params as Record<string, string>) : params),
    schema,
  );
}

/** GET /api/surveys/:id/responses's query string, `hidden.<key>` filters included. */
export const responseListRequestSchema = withHiddenFilters(responseListQuerySchema);

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
  /** The hidden values it came with, keyed by hidden field (docs/product/responses-and-exports.md#hidden-fields). */
  hiddenFields: Record<string, string>;
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
