CREATE TABLE "billing_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"fail_next_renewal" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_notification_settings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "provider_version" bigint;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "payment_failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_invoices" ADD CONSTRAINT "local_billing_invoices_subscription_id_local_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ADD CONSTRAINT "local_billing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_notices_user_idx" ON "billing_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "local_billing_invoices_customer_idx" ON "local_billing_invoices" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "local_billing_subscriptions_user_idx" ON "local_billing_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "local_billing_subscriptions_due_idx" ON "local_billing_subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE INDEX "user_subscriptions_customer_idx" ON "user_subscriptions" USING btree ("provider_customer_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_trial_end_idx" ON "user_subscriptions" USING btree ("trial_end") WHERE status = 'trial';--> statement-breakpoint
CREATE INDEX "user_subscriptions_term_end_idx" ON "user_subscriptions" USING btree ("current_term_end") WHERE status = 'cancelled';