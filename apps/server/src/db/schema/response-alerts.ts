import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

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
