import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every mail we send, written in the transaction that causes it and sent by the queue
 * (docs/decisions/285-mail-outbox.md): `queued` until a sender claims it, `sending` while one
 * holds it (`claimed_at`), then `sent`, or `failed` after the last attempt. `message_id` is the
 * mail's Message-ID, the same on every attempt, so a mail re-sent after a crash between the SMTP
 * server's acceptance and the mark reads as one mail to a receiver that dedupes. Without an SMTP
 * server the rows are the dev mailbox (/dev/mailbox outside production).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is: verification, password-reset, invitation, response-alert, weekly-summary, billing, contact, webhook-disabled. */
    kind: text("kind").notNull().default("other"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** The language the mail is written in, when it has one. */
    lang: text("lang"),
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
    // The sweep looks for rows left unsent; sent rows are most of the table and not in this index.
    index("mail_outbox_unsent_idx")
      .on(t.status, t.createdAt)
      .where(sql`status in ('queued', 'sending')`),
  ],
);

/** Fixed-window counters for our own limits (password reset, public submits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Values this installation made for itself on first start, such as the session secret. */
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
