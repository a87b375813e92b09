import type { DropOff } from "@sondar/core/responses/time-and-drop-off";
import type { Question } from "@sondar/core/surveys/question-schema";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

type Row = { furthest: string | number; partial: boolean; responses: string | number; answered: (string | number)[] | null };

/**
 * Where `surveyId`'s respondents stopped, question by question in survey order (statements left
 * out: nothing answers them), in one scan of all its responses. Each response is reduced to its
 * furthest answered question and its status, grouped; the groups give every count:
 * - saw: answered it or a later question (furthest ≥ it), or a partial response stopped at it
 *   (furthest is the question before it);
 * - answered: a key for it in the answers (empty answers are never stored,
 *   docs/product/respondent.md#answer-rules);
 * - left here: the partial responses stopped at it.
 * Branching is not followed: a question branching took someone past counts as seen when they
 * answered a later one (docs/decisions/235-time-and-drop-off.md).
 */
export async function computeDropOff(db: Database, surveyId: string, questions: readonly Question[]): Promise<DropOff> {
  const answerable = questions.filter((q) => q.type !== "statement");
  const n = answerable.length;
  // One bound array of ids, read by position: a survey of any length binds one parameter.
  const has = answerable.map((_, i) => sql.raw(`(r.answers ? q.ids[${i + 1}])::int as a${i + 1}`));
  const furthest = n
    ? sql.raw(`coalesce(greatest(${answerable.map((_, i) => `case when a${i + 1} = 1 then ${i + 1} end`).join(", ")}), 0)`)
    : sql`0`;
  const sums = n ? sql.raw(`array[${answerable.map((_, i) => `sum(a${i + 1})`).join(", ")}]`) : sql`array[]::bigint[]`;
  const columns = n ? sql`, ${sql.join(has, sql`, `)}` : sql``;
  const result = await db.execute(sql`
    select ${furthest} as furthest, x.partial, count(*) as responses, ${sums} as answered
    from (
      select r.status = 'partial' as partial${columns}
      from survey_responses r cross join (select ${sql.param(answerable.map((q) => q.id))}::text[] as ids) q
      where r.survey_id = ${surveyId}
      offset 0
    ) x
    group by 1, 2`);
  const rows = (result as unknown as { rows: Row[] }).rows.map((row) => ({
    furthest: Number(row.furthest),
    partial: row.partial,
    responses: Number(row.responses),
    answered: (row.answered ?? []).map(Number),
  }));
  const total = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((sum, row) => sum + row.responses, 0);
  return {
    responseCount: total(() => true),
    steps: answerable.map((question, i) => {
      const position = i + 1;
      const leftHere = total((row) => row.partial && row.furthest === position - 1);
      return {
        questionId: question.id,
        type: question.type,
        title: question.title,
        saw: total((row) => row.furthest >= position) + leftHere,
        answered: rows.reduce((sum, row) => sum + (row.answered[i] ?? 0), 0),
        leftHere,
      };
    }),
    leftBeforeSubmit: total((row) => row.partial && row.furthest === n),
  };
}
