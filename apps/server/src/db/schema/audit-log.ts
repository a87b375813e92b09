import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Who did what to which organization's data, when and from where (docs/decisions/293-audit-log.md).
 * Written through modules/audit-log/record-audit.ts only, in the change's own transaction where
 * practical; owners and admins read it; the prune job deletes entries after a year.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null: the actor's personal workspace (their sign-ins, their personal surveys). */
    organizationId: text("organization_id"),
    /** No reference, so the entry outlives a deleted account or organization. Null for the system. */
    actorUserId: text("actor_user_id"),
    /** user, api_key or system (core's AUDIT_ACTOR_KINDS). */
    actorKind: text("actor_kind").notNull(),
    /** One of core's AUDIT_ACTIONS. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    /** Counts, names and roles; never a secret, a searched value or response content. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_organization_created_idx").on(t.organizationId, t.createdAt, t.id),
    index("audit_log_created_idx").on(t.createdAt),
    // An organization's log reads its members' sign-ins (kept in no organization) member by member
    // (docs/decisions/296-members-sign-ins-in-the-organization-log.md).
    index("audit_log_sign_in_actor_idx")
      .on(t.actorUserId, t.createdAt, t.id)
      .where(sql`organization_id is null and action = 'auth.sign_in'`),
  ],
);
