import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { surveyResponses } from "./surveys";

/**
 * "Continue on another device" links (docs/decisions/237-resume-links.md): one row per link made
 * for a partial response, keyed by the SHA-256 of its token (the token itself is never stored).
 * Gone with the response; the response completing ends every link to it.
 */
export const resumeTokens = pgTable(
  "resume_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    responseId: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resume_tokens_response_idx").on(t.responseId), index("resume_tokens_expires_at_idx").on(t.expiresAt)],
);
