import type { HiddenFilters, ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { sql, type SQL } from "drizzle-orm";

/** The responses of `surveyId` the status filter keeps, as a condition on `survey_responses r`. */
export function responsesWhere(surveyId: string, status: ResponseStatusFilter): SQL {
  if (status === "all") return sql`r.survey_id = ${surveyId}`;
  return sql`r.survey_id = ${surveyId} and r.status = ${status}`;
}

/**
 * `where` narrowed to the responses holding every filter's hidden value, as one jsonb containment
 * (docs/product/responses-and-exports.md#list); no filters, `where` as it is.
 */
export function hiddenValuesWhere(where: SQL, filters: HiddenFilters): SQL {
  if (Object.keys(filters).length === 0) return where;
  return sql`${where} and r.hidden_fields @> ${JSON.stringify(filters)}::jsonb`;
}

/**
 * Newest first: complete responses by completion time (walks the
 * survey_responses_survey_status_completed_desc_idx index), partial or mixed ones by last update.
 */
export function responsesOrder(status: ResponseStatusFilter): SQL {
  return status === "complete" ? sql`r.completed_at desc nulls last, r.id desc` : sql`r.updated_at desc, r.id desc`;
}
