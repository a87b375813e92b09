import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { MAX_RESPONSE_LIMIT } from "@sondar/core/surveys/survey-schema";
import { sql } from "drizzle-orm";

/** A SurveyListItem's columns, from `surveys s` and its response counts `r` (`n`, `partial`). */
export const SURVEY_ITEM_COLUMNS = sql`s.id, s.title, s.description, s.status, s.share_id as "shareId", s.organization_id as "organizationId", s.created_by as "createdBy",
  (case when jsonb_typeof(s.questions) = 'array' then jsonb_array_length(s.questions) else 0 end)::int as "questionCount",
  case when jsonb_typeof(s.settings->'closeAt') = 'string' then s.settings->>'closeAt' end as "closeAt",
  case when jsonb_typeof(s.settings->'responseLimit') = 'number'
    then least((s.settings->>'responseLimit')::numeric, ${MAX_RESPONSE_LIMIT})::int end as "responseLimit",
  coalesce(r.n, 0)::int as "responseCount", coalesce(r.partial, 0)::int as "partialCount",
  s.created_at as "createdAt", s.updated_at as "updatedAt"`;

/** A row read with SURVEY_ITEM_COLUMNS (and nothing more) as the reply carries it: its times in ISO 8601. */
export function toSurveyListItem(row: SurveyListItem): SurveyListItem {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}
