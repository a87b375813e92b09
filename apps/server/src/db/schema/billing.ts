import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Provider events already processed, so a replay changes nothing (docs/product/billing.md#webhooks). */
export const billingEvents = pgTable(
  "billing_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Billing mails, one row per mail that must go out once (the key says which: kind and what it
 * is about); a job sends it and stamps `sent_at` (modules/billing/billing-notices.ts).
 */
export const billingNotices = pgTable(
  "billing_notices",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the job that is sending it; another may take over only once this is stale. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("billing_notices_user_idx").on(t.userId)],
);

/**
 * The local test-mode provider's own books (adapters/billing/local/): its subscriptions, as a
 * real provider would keep them on its side. Our record follows them through its events.
 */
export const localBillingSubscriptions = pgTable(
  "local_billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    customerEmail: text("customer_email").notNull(),
    plan: text("plan").notNull(),
    status: text("status").notNull(),
    priceCents: integer("price_cents").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    failNextRenewal: boolean("fail_next_renewal").notNull().default(false),
    /** When a renewal was declined; 7 days later the subscription turns unpaid. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The plan it switches to when the current period ends (a shorter interval waits for it). */
    scheduledPlan: text("scheduled_plan"),
    /** Bumped on every change; the version its events carry. */
    version: bigint("version", { mode: "number" }).notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("local_billing_subscriptions_user_idx").on(t.userId, t.createdAt),
    index("local_billing_subscriptions_due_idx").on(t.currentPeriodEnd),
  ],
);

/** The local provider's invoices; amounts in cents. */
export const localBillingInvoices = pgTable(
  "local_billing_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => localBillingSubscriptions.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    amount: integer("amount").notNull(),
    status: text("status").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
  },
  (t) => [index("local_billing_invoices_customer_idx").on(t.customerId, t.date)],
);
