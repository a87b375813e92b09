import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { surveys } from "./surveys";

/**
 * Files respondents upload for file-upload questions. Private: served only to the survey's
 * owner and organization members at /api/surveys/<surveyId>/response-files/<id>.
 */
export const responseFiles = pgTable(
  "response_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    /** The respondent's session; the per-question file count is kept per session. */
    sessionId: text("session_id").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** Detected from the bytes when the format is known, else text/plain or application/octet-stream. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The name on the respondent's device; shown, never used as a path. */
    originalName: text("original_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("response_files_survey_question_session_idx").on(t.surveyId, t.questionId, t.sessionId),
    // The expiry job walks files oldest first (modules/responses-ingest/delete-unreferenced-files.ts).
    index("response_files_created_idx").on(t.createdAt, t.id),
  ],
);
