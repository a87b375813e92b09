CREATE TABLE "export_leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"survey_id" uuid NOT NULL,
	"query" text NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_leases_user_id_idx" ON "export_leases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "export_leases_organization_id_idx" ON "export_leases" USING btree ("organization_id");