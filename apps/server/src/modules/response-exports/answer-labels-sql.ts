import { choiceList, matrixColumnList, type ChoiceList } from "@sondar/core/surveys/option-ids";
import type { Question } from "@sondar/core/surveys/question-schema";
import { sql, type SQL } from "drizzle-orm";

/** The id → label pairs of a list whose ids differ from their labels; null when every id is its label (legacy ids). */
function labelsById(list: ChoiceList): Record<string, string> | null {
  const pairs = list.ids.flatMap((id, i) => (id === list.labels[i] ? [] : [[id, list.labels[i] as string] as const]));
  return pairs.length ? Object.fromEntries(pairs) : null;
}

const jsonb = (map: Record<string, string> | null) => sql`${JSON.stringify(map ?? {})}::jsonb`;

/**
 * `answer` (a jsonb expression holding one stored answer to `question`) with each choice id
 * replaced by its label, in SQL, for the JSON export, which PostgreSQL writes out without the
 * server reading the answers (docs/decisions/245-stable-option-ids.md). Ids naming no choice (an
 * "Other" text, a removed choice) stay as stored. `answer` as it is when no id differs from its
 * label, so exports of surveys stored before ids read exactly as before.
 */
export function answerLabelsSql(question: Question, answer: SQL): SQL {
  const list = choiceList(question);
  if (!list) return answer;
  const rows = labelsById(list);
  const columns = question.type === "matrix" ? labelsById(matrixColumnList(question)) : null;
  if (!rows && !columns) return answer;
  const label = (map: SQL, value: SQL) => sql`coalesce(${map} -> (${value} #>> '{}'), ${value})`;
  if (question.type === "matrix") {
    return sql`(select case jsonb_typeof(a) when 'object' then coalesce((select jsonb_object_agg(coalesce(${jsonb(rows)} ->> cell.key, cell.key),
        ${label(jsonb(columns), sql`cell.value`)}) from jsonb_each(a) as cell), a) else a end from (select ${answer} as a) as stored)`;
  }
  return sql`(select case jsonb_typeof(a)
      when 'string' then ${label(jsonb(rows), sql`a`)}
      when 'array' then coalesce((select jsonb_agg(${label(jsonb(rows), sql`item.value`)} order by item.n)
        from jsonb_array_elements(a) with ordinality as item(value, n)), a)
      else a end from (select ${answer} as a) as stored)`;
}
