import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { surveys } from "./surveys";

/**
 * Completed responses whose owner has not been told yet: the submit statement writes one row
 * per response next to the response itself, so an acknowledged response never loses its alert.
 * No foreign keys: checking them would lock the survey row on every submit of a busy survey;
 * the alert job skips rows whose response or survey is gone and deletes them.
 */
export const pendingResponseAlerts = pgTable(
  "pending_response_alerts",
  {
    surveyId: uuid("survey_id").notNull(),
    responseId: uuid("response_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.responseId] })],
);

/**
 * One alert mail in the making: the pending responses an owner's alert job took, counted per
 * survey. Kept under the job's id until the mail is sent, so a retried job mails the same counts
 * (plus any taken since) and two jobs of one owner never count a response twice.
 */
export const responseAlertBatches = pgTable(
  "response_alert_batches",
  {
    jobId: uuid("job_id").notNull(),
    ownerId: text("owner_id").notNull(),
    surveyId: uuid("survey_id").notNull(),
    newResponses: integer("new_responses").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.surveyId] })],
);

/**
 * When each survey was last told in an owner alert: a survey's new responses are mailed at most
 * once in any 5 minutes, a window per survey that starts at its last mail
 * (docs/decisions/142-alert-window-per-survey.md). An alert job claims a survey by setting the
 * time when it takes its pending responses, and sets it again when the mail goes out.
 */
export const responseAlertWindows = pgTable("response_alert_windows", {
  surveyId: uuid("survey_id")
    .primaryKey()
    .references(() => surveys.id, { onDelete: "cascade" }),
  alertedAt: timestamp("alerted_at", { withTimezone: true }).notNull(),
});
