import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./auth";

export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().default("Untitled Survey"),
    description: text("description").notNull().default(""),
    questions: jsonb("questions")
      .notNull()
      .default(sql`'[]'::jsonb`),
    settings: jsonb("settings")
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The keys of its hidden fields (core's surveys/hidden-field-rules.ts), read through readStoredSurvey. */
    hiddenFields: jsonb("hidden_fields")
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("draft"),
    shareId: text("share_id").unique(),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A workspace's surveys newest first by (created_at, id): the public API's cursor pages walk
    // these backwards from the cursor (docs/decisions/194-cursor-paging.md).
    index("surveys_created_by_idx").on(t.createdBy, t.createdAt, t.id),
    index("surveys_organization_id_idx").on(t.organizationId, t.createdAt, t.id),
    // The few surveys with a retention period, found by the hourly sweep without reading the rest
    // (modules/response-retention/delete-expired-responses.ts).
    index("surveys_retention_idx")
      .on(t.id)
      .where(sql`(${t.settings} ->> 'retentionDays') is not null`),
    check("surveys_status_check", sql`${t.status} in ('draft', 'published', 'archived', 'deleted')`),
  ],
);

export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    organizationId: text("organization_id"),
    /** Answers keyed by question id. */
    answers: jsonb("answers")
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Hidden field key → value, the survey's declared keys only (core's surveys/hidden-values.ts). */
    hiddenFields: jsonb("hidden_fields")
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status").notNull(),
    sessionId: text("session_id"),
    /** Client-made id of a submission; a retried submit carries the same one. */
    clientSubmissionId: text("client_submission_id"),
    respondentEmail: text("respondent_email"),
    city: text("city"),
    country: text("country"),
    region: text("region"),
    /** Masked: IPv4 /24, IPv6 /48. */
    ipAddress: text("ip_address"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The responses list and exports read complete responses newest first (completed_at desc nulls
    // last, id desc); in this order a page or a stream is an index walk, not a sort of every row.
    // Summaries and counts filter on its first two columns.
    index("survey_responses_survey_status_completed_desc_idx").on(
      t.surveyId,
      t.status,
      t.completedAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // The public API's cursor pages of a survey's responses, newest first by (created_at, id)
    // (docs/decisions/194-cursor-paging.md).
    index("survey_responses_survey_created_idx").on(t.surveyId, t.createdAt, t.id),
    // One response per respondent session: partial saves upsert on it, and a submit finalizes it.
    uniqueIndex("survey_responses_survey_session_idx")
      .on(t.surveyId, t.sessionId)
      .where(sql`${t.sessionId} is not null`),
    uniqueIndex("survey_responses_client_submission_idx")
      .on(t.surveyId, t.clientSubmissionId)
      .where(sql`${t.clientSubmissionId} is not null`),
    check("survey_responses_status_check", sql`${t.status} in ('partial', 'complete')`),
  ],
);

/**
 * A survey's theme edits (docs/product/ai.md#editable-themes): the creator's renames, merges and
 * hidden themes, one list per survey read by every later analysis. Stored as core's
 * `themeEditsSchema` list and read back through it.
 */
export const surveyThemeEdits = pgTable("survey_theme_edits", {
  surveyId: uuid("survey_id")
    .primaryKey()
    .references(() => surveys.id, { onDelete: "cascade" }),
  edits: jsonb("edits")
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
