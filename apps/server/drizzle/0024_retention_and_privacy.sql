CREATE TABLE "privacy_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"survey_id" uuid,
	"response_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_actions_created_idx" ON "privacy_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "surveys_retention_idx" ON "surveys" USING btree ("id") WHERE ("surveys"."settings" ->> 'retentionDays') is not null;