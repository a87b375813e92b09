import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { sql } from "drizzle-orm";
import type { ChoiceAnswerSource } from "@sondar/core/ai/analysis-input";
import { answerLabels } from "@sondar/core/surveys/option-ids";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { Database } from "../../db/database";
import { responsesOrder, responsesWhere } from "../responses/response-filter";
import { questionIdRows } from "./list-text-answers";

/**
 * The `limit` newest answers to each of `questionIds` (choice questions: one option as text, or
 * a list of options), per question id, each as the options picked with its response's id. One
 * statement, a top-N per question like the free-text answers' (list-text-answers.ts). Picks are
 * labels, as the creator named the options (docs/decisions/245-stable-option-ids.md).
 */
export async function listChoiceAnswers(
  db: Database,
  surveyId: string,
  status: ResponseStatusFilter,
  questions: readonly Question[],
  limit: number,
): Promise<Record<string, ChoiceAnswerSource[]>> {
  const picks: Record<string, ChoiceAnswerSource[]> = {};
  if (questions.length === 0 || limit <= 0) return picks;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const ids = questionIdRows(questions.map((q) => q.id));
  const order = responsesOrder(status);
  const result = (await db.execute(sql`
    select q.id as question_id, t.answer, t.response_id
    from (values ${ids}) as q(id, ord)
    cross join lateral (
      select r.answers -> q.id as answer, r.id as response_id, row_number() over (order by ${order}) as n
      from survey_responses r
      where ${responsesWhere(surveyId, status)}
        and jsonb_typeof(r.answers -> q.id) in ('string', 'array')
      order by ${order}
      limit ${limit}::int
    ) t
    order by q.ord, t.n`)) as unknown as { rows: { question_id: string; answer: unknown; response_id: string }[] };
  for (const row of result.rows) {
    const question = byId.get(row.question_id);
    const picked = picksIn(row.answer).map((pick) => (question ? answerLabels(question, pick) : pick));
    if (picked.length > 0) (picks[row.question_id] ??= []).push({ responseId: row.response_id, picked });
  }
  return picks;
}

/** The options of one answer: its text, or the texts of its list (a driver may hand jsonb over as text). */
function picksIn(value: unknown): string[] {
  let answer = value;
  if (typeof value === "string") {
    try {
      answer = JSON.parse(value) as unknown;
    } catch {
      answer = value;
    }
  }
  const items = Array.isArray(answer) ? answer : [answer];
  return items.filter((item): item is string => typeof item === "string" && item.trim().length > 0);
}
