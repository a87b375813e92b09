import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Response exports running or about to, one row each, shared by every server process so the
 * limits per user and per organization hold across them (modules/response-exports/export-leases.ts).
 * A row a process no longer renews expires; its id is the ticket in an export link until used.
 */
export const exportLeases = pgTable(
  "export_leases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    /** The organization of the survey exported; null for a personal survey. */
    organizationId: text("organization_id"),
    surveyId: uuid("survey_id").notNull(),
    /** The download's query the link was checked for (format, status, page). */
    query: text("query").notNull(),
    /** False while a link waits for its download, true once the download runs. */
    running: boolean("running").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("export_leases_user_id_idx").on(t.userId), index("export_leases_organization_id_idx").on(t.organizationId)],
);
