import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent with the public contact form, kept before they are mailed to the support address. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from. */
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a mail job took the message to send it; a stale claim may be taken over (docs/decisions/129-contact-mail-through-the-queue.md). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** When the mail to the support address went out; null while it has not. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);
