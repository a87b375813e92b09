import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const userNotificationSettings = pgTable("user_notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  surveyResponseAlerts: boolean("survey_response_alerts").notNull().default(true),
  weeklySummary: boolean("weekly_summary").notNull().default(false),
  /** The language the user's mail is written in (en, es, fr, de, pt); null: English (decision 065). */
  language: text("language"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    planId: text("plan_id"),
    planName: text("plan_name").notNull(),
    provider: text("provider").notNull().default("local"),
    /** The billing provider's subscription id; trial records start with `trial_`. */
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    providerCustomerId: text("provider_customer_id"),
    planUnitPrice: integer("plan_unit_price"),
    planUnitPriceInDecimal: text("plan_unit_price_in_decimal"),
    billingPeriod: integer("billing_period"),
    billingPeriodUnit: text("billing_period_unit"),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    currentTermEnd: timestamp("current_term_end", { withTimezone: true }),
    nextBillingAt: timestamp("next_billing_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The provider's own status word (Stripe `past_due`, Chargebee `non_renewing`…), beside ours. */
    providerStatus: text("provider_status"),
    /** The provider's ordering of its snapshots; an older one is never applied over a newer (docs/product/billing.md#webhooks). */
    providerVersion: bigint("provider_version", { mode: "number" }),
    /** The provider could not collect the last renewal and is retrying. */
    paymentFailed: boolean("payment_failed").notNull().default(false),
    /** A switch of plan the provider will make at `scheduled_change_at` ("monthly" or "yearly"), when it reports one. */
    scheduledPeriod: text("scheduled_period"),
    scheduledChangeAt: timestamp("scheduled_change_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_subscriptions_user_idx").on(t.userId, t.updatedAt),
    index("user_subscriptions_customer_idx").on(t.providerCustomerId),
    // The lifecycle job's two look-ups (modules/billing/billing-lifecycle.ts).
    index("user_subscriptions_trial_end_idx")
      .on(t.trialEnd)
      .where(sql`status = 'trial'`),
    index("user_subscriptions_term_end_idx")
      .on(t.currentTermEnd)
      .where(sql`status = 'cancelled'`),
  ],
);
