import type { ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { responsesOrder, responsesWhere } from "../responses/response-filter";

/** Longest answer text read for analysis; the NLP needs no more and memory stays bounded. */
const MAX_ANSWER_CHARS = 2000;
const SCORES_PER_OBJECT = 40;
/**
 * An answer holds a character that is not whitespace as JavaScript's trim() sees it (ASCII
 * spaces, line breaks, no-break and other Unicode spaces, the BOM): blank answers are left out
 * here the same way the analysis leaves them out, so `limit` counts only answers it reads.
 */
const NOT_BLANK = sql.raw(String.raw`'[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'`);

/** `(id, ord)` rows of question ids in their order, for a top-N per question (`from (values …) as q(id, ord)`). */
export function questionIdRows(questionIds: readonly string[]): SQL {
  return sql.join(
    questionIds.map((id, i) => sql`(${id}::text, ${i}::int)`),
    sql`, `,
  );
}

/** One free-text answer with who gave it: the response's id and its scores on the rated questions asked for. */
export interface TextAnswerRow {
  text: string;
  responseId: string;
  scores: Record<string, number>;
}

/**
 * The `limit` newest non-empty answers to each of `questionIds` (newest as the response list
 * orders them), per question id. One statement: a top-N per question (a lateral join with its
 * own LIMIT), so at most `questionIds.length × limit` short strings leave the database.
 */
export async function listTextAnswers(
  db: Database,
  surveyId: string,
  status: ResponseStatusFilter,
  questionIds: readonly string[],
  limit: number,
  /** Rated questions whose numeric answers come with each text answer, for cross-tabs. */
  scoreQuestionIds: readonly string[] = [],
): Promise<Record<string, TextAnswerRow[]>> {
  const answers: Record<string, TextAnswerRow[]> = {};
  if (questionIds.length === 0 || limit <= 0) return answers;
  const ids = questionIdRows(questionIds);
  const order = responsesOrder(status);
  // jsonb_build_object takes at most 100 arguments: pairs in chunks, concatenated.
  const chunks: string[][] = [];
  for (let i = 0; i < scoreQuestionIds.length; i += SCORES_PER_OBJECT)
    chunks.push(scoreQuestionIds.slice(i, i + SCORES_PER_OBJECT));
  const scores =
    chunks.length === 0
      ? sql`'{}'::jsonb`
      : sql.join(
          chunks.map(
            (chunk) =>
              sql`jsonb_build_object(${sql.join(
                chunk.map((id) => sql`${id}::text, r.answers -> ${id}::text`),
                sql`, `,
              )})`,
          ),
          sql` || `,
        );
  const result = (await db.execute(sql`
    select q.id as question_id, t.answer, t.response_id, t.scores
    from (values ${ids}) as q(id, ord)
    cross join lateral (
      select left(r.answers ->> q.id, ${MAX_ANSWER_CHARS}::int) as answer, r.id as response_id, ${scores} as scores,
        row_number() over (order by ${order}) as n
      from survey_responses r
      where ${responsesWhere(surveyId, status)}
        and jsonb_typeof(r.answers -> q.id) = 'string'
        and r.answers ->> q.id ~ ${NOT_BLANK}
      order by ${order}
      limit ${limit}::int
    ) t
    order by q.ord, t.n`)) as unknown as {
    rows: { question_id: string; answer: string; response_id: string; scores: unknown }[];
  };
  for (const row of result.rows) {
    (answers[row.question_id] ??= []).push({ text: row.answer, responseId: row.response_id, scores: numbersIn(row.scores) });
  }
  return answers;
}

/** The finite numbers of a JSON object (a driver may hand jsonb over as text); anything else is not a score. */
function numbersIn(value: unknown): Record<string, number> {
  const record: unknown = typeof value === "string" ? JSON.parse(value) : value;
  const scores: Record<string, number> = {};
  if (!record || typeof record !== "object") return scores;
  for (const [id, score] of Object.entries(record)) if (typeof score === "number" && Number.isFinite(score)) scores[id] = score;
  return scores;
}
