import { sql, type SQL } from "drizzle-orm";

/**
 * The responses of `surveyId` where some answer or hidden value is `value` (docs/decisions/291-respondent-rights.md),
 * as a condition on `survey_responses r`: the whole value, text case-insensitively; a number as
 * written; an element of a list answer (choices, file links); a value of an object answer (a matrix
 * row's column, a ranking); or the stored respondent e-mail. Evaluated in SQL, so paging is too.
 */
export function respondentWhere(surveyId: string, value: string): SQL {
  const wanted = value.toLowerCase();
  return sql`r.survey_id = ${surveyId} and (
    case when jsonb_typeof(r.answers) = 'object' then exists (
      select 1 from jsonb_each(r.answers) as answer
      where case jsonb_typeof(answer.value)
        when 'string' then lower(answer.value #>> '{}') = ${wanted}
        when 'number' then answer.value #>> '{}' = ${value}
        when 'array' then exists (
          select 1 from jsonb_array_elements(answer.value) as element
          where jsonb_typeof(element) in ('string', 'number') and lower(element #>> '{}') = ${wanted})
        when 'object' then exists (
          select 1 from jsonb_each(answer.value) as entry
          where jsonb_typeof(entry.value) in ('string', 'number') and lower(entry.value #>> '{}') = ${wanted})
        else false
      end
    ) else false end
    or case when jsonb_typeof(r.hidden_fields) = 'object' then exists (
      select 1 from jsonb_each(r.hidden_fields) as hidden
      where jsonb_typeof(hidden.value) = 'string' and lower(hidden.value #>> '{}') = ${wanted}
    ) else false end
    or lower(r.respondent_email) = ${wanted}
  )`;
}
