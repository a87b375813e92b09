import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations, users } from "./auth";

/**
 * API keys (docs/decisions/190-api-keys.md): the SHA-256 of the key, never the key; the first
 * characters for lists; the workspace the key acts in (null: its owner's personal one).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key (modules/api-keys/authenticate-api-key.ts). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("api_keys_user_id_idx").on(t.userId, t.createdAt),
    check("api_keys_scope_check", sql`${t.scope} in ('read', 'read_write')`),
  ],
);

/**
 * The reply to each POST /api/v1 request sent with an Idempotency-Key, per API key, kept 24 h
 * (docs/decisions/192-idempotency-keys.md). `status` null while the first request still runs.
 */
export const apiIdempotentReplies = pgTable(
  "api_idempotent_replies",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index("api_idempotent_replies_created_at_idx").on(t.createdAt)],
);
