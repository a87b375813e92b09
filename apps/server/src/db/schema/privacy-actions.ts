import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What was done for a data-rights request (docs/decisions/291-respondent-rights.md): who exported or
 * erased whose data, when, and how much. It holds no searched value: a log of an erasure must not
 * keep what was erased. Written through modules/privacy-log/record-privacy-action.ts only.
 */
export const privacyActions = pgTable(
  "privacy_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** respondent.export, respondent.erase, account.export, account.delete. */
    action: text("action").notNull(),
    /** Who did it; no reference, so the record outlives a deleted account. */
    actorUserId: text("actor_user_id").notNull(),
    surveyId: uuid("survey_id"),
    /** Responses exported or erased. */
    responseCount: integer("response_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_actions_created_idx").on(t.createdAt)],
);
