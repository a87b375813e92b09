import type { ExportQuestion } from "@sondar/core/responses/export-columns";
import type { HiddenFilters, ResponseStatusFilter } from "@sondar/core/responses/response-list";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { hiddenValuesWhere, responsesOrder, responsesWhere } from "../responses/response-filter";
import { answerLabelsSql } from "./answer-labels-sql";
import { ANSWER_GROUP } from "./export-row";

/**
 * What each row carries: `cells`, one JSON array per response as text (the fixed columns, then the
 * answers in groups), one JSON.parse per row instead of the driver's work per field; `json`, the
 * response's finished JSON object as text, written out as it comes.
 */
export type ExportRead = "cells" | "json";

export interface ExportSelectInput {
  surveyId: string;
  status: ResponseStatusFilter;
  /** The list's hidden-value filters: only responses holding each value. */
  hidden: HiddenFilters;
  hiddenFields: readonly string[];
  questions: readonly ExportQuestion[];
  read: ExportRead;
}

export interface ExportSelect {
  /** The row's one value (text), an expression on `survey_responses r`. */
  payload: SQL;
  /** The responses the filter keeps (the response list's rule). */
  where: SQL;
  /** The response list's order, so a page export is exactly a page of the list. */
  orderBy: SQL;
}

function groups<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// The same text as JavaScript's toISOString(), so every format shows one timestamp style.
const COMPLETED_AT = sql.raw(`to_char(r.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * One row per response, built by PostgreSQL: the fixed columns
 * (docs/product/responses-and-exports.md#exports), each declared hidden field's value and each
 * question's answer picked out of the stored documents (`answers -> 'id'`), so the server never
 * reads whole answer documents, answers of deleted questions or values of removed fields.
 */
export function buildExportSelect(input: ExportSelectInput): ExportSelect {
  const answers = input.questions.map(({ question }) => sql`r.answers -> ${question.id}::text`);
  // At most MAX_HIDDEN_FIELDS (core), well inside json_build_array's 100 arguments.
  const hidden = input.hiddenFields.map((key) => sql`r.hidden_fields ->> ${key}::text`);
  let payload: SQL;
  if (input.read === "cells") {
    const answerGroups = groups(answers, ANSWER_GROUP).map((group) => sql`json_build_array(${sql.join(group, sql`, `)})`);
    // As text, parsed row by row just before it is written: parsed answers then die young, where a
    // batch parsed at once would outlive collections and be copied and promoted.
    payload = sql`json_build_array(r.id, ${COMPLETED_AT}, r.respondent_email, r.status, r.city, r.country, r.region,
      json_build_array(${sql.join(hidden, sql`, `)})${sql.join(answerGroups.map((group) => sql`, ${group}`))})::text`;
  } else {
    // JSON holds the stored values, choices shown by label as the spreadsheets show them.
    const pairs = input.questions.map(
      ({ question }, i) => sql`${question.id}::text, ${answerLabelsSql(question, answers[i] as SQL)}`,
    );
    // Unanswered questions are left out (strip_nulls); stored answers never hold a null.
    const answerObject = pairs.length
      ? sql`jsonb_strip_nulls(${sql.join(
          groups(pairs, ANSWER_GROUP / 2).map((group) => sql`jsonb_build_object(${sql.join(group, sql`, `)})`),
          sql` || `,
        )})`
      : sql`'{}'::jsonb`;
    const hiddenObject = hidden.length
      ? sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(
          input.hiddenFields.map((key, i) => sql`${key}::text, ${hidden[i] as SQL}`),
          sql`, `,
        )}))`
      : sql`'{}'::jsonb`;
    payload = sql`json_build_object('id', r.id, 'status', r.status, 'completedAt', ${COMPLETED_AT},
      'respondentEmail', r.respondent_email, 'city', r.city, 'country', r.country, 'region', r.region,
      'hiddenFields', ${hiddenObject}, 'answers', ${answerObject})::text`;
  }
  return {
    payload,
    where: hiddenValuesWhere(responsesWhere(input.surveyId, input.status), input.hidden),
    orderBy: responsesOrder(input.status),
  };
}

/**
 * The same values as a `cells` payload, each a column of its own, for the COPY text lines whole
 * CSV exports read (encode-csv.ts, createCsvColumnsEncoder): the fixed columns, each hidden
 * field's value, each question's stored answer as jsonb text. A column's text is then what the
 * encoder remembers a finished cell by; PostgreSQL also skips building a JSON array per row.
 */
export function buildExportColumns(input: ExportSelectInput): SQL {
  const hidden = input.hiddenFields.map((key) => sql`, r.hidden_fields ->> ${key}::text`);
  const answers = input.questions.map(({ question }) => sql`, r.answers -> ${question.id}::text`);
  return sql`r.id, ${COMPLETED_AT}, r.respondent_email, r.status, r.city, r.country, r.region${sql.join([...hidden, ...answers])}`;
}

const dialect = new PgDialect();

/** Text and parameters for a raw client (PGlite's array rows). */
export function toQuery(query: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}

/**
 * The statement's text with its parameters written in as literals, for COPY, which takes no
 * parameters. Strings go through the driver's `escapeLiteral` (an E'' literal when a backslash is
 * in it), which reads the same whatever the server's standard_conforming_strings says; drizzle's
 * own inlining only doubles quotes, which a backslash undoes when that setting is off. Question
 * ids, written here as literals, are creators' text.
 */
export function toInlinedText(query: SQL, escapeLiteral: (value: string) => string): string {
  const inliner = new PgDialect();
  inliner.escapeString = escapeLiteral;
  return inliner.sqlToQuery(query.inlineParams()).sql;
}
