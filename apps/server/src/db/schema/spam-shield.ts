import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { surveys } from "./surveys";

/**
 * Submissions the spam shield refused, counted per survey and reason
 * (docs/decisions/236-spam-shield.md); the creator sees the total. Counts only: a refused
 * submission's answers are never stored.
 */
export const spamRefusals = pgTable(
  "spam_refusals",
  {
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    /** "honeypot", "too_fast" or "challenge" (core responses/spam-refusals.ts). */
    reason: text("reason").notNull(),
    count: integer("count").notNull().default(0),
    lastRefusedAt: timestamp("last_refused_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.reason] })],
);

/**
 * Proof-of-work challenges already spent, kept until they expire so a solution is accepted once:
 * again only for the same submission (a retry of it), never for another.
 */
export const spentSpamChallenges = pgTable(
  "spent_spam_challenges",
  {
    signature: text("signature").primaryKey(),
    clientSubmissionId: text("client_submission_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_spam_challenges_expires_at_idx").on(t.expiresAt)],
);
