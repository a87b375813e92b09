import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Durable background work (src/jobs/): a row is written in the same transaction as the change
 * that needs it, and a worker claims due rows with FOR UPDATE SKIP LOCKED. A job is finished
 * when `done_at` is set; one that failed its last attempt keeps `done_at` null, `attempts` at
 * the maximum and the reason in `last_error`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** Set while a worker runs the job; a crashed worker's claim runs out and the job is due again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
