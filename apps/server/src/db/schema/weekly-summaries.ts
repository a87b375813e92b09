import { boolean, date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One row per user and ISO week whose summary is due: the key (user, week) is what makes the
 * summary go out once however many processes run the sweep or the job
 * (docs/decisions/095-weekly-summary-once-per-user-and-week.md); modules/weekly-summaries/weekly-summaries.ts claims
 * the row, mails, then stamps `finished_at`.
 */
export const weeklySummaries = pgTable(
  "weekly_summaries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Monday (UTC) of the week the summary tells about. */
    weekStart: date("week_start", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the job that is sending it; another may take over only once this is stale. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** Done: mailed, or nothing to tell, or the user had turned the mail off by then. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    mailed: boolean("mailed").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
