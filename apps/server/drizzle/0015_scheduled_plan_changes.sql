ALTER TABLE "user_subscriptions" ADD COLUMN "scheduled_period" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "scheduled_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ADD COLUMN "scheduled_plan" text;