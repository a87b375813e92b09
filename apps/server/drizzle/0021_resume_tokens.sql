CREATE TABLE "resume_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"response_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_tokens" ADD CONSTRAINT "resume_tokens_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_tokens_response_idx" ON "resume_tokens" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "resume_tokens_expires_at_idx" ON "resume_tokens" USING btree ("expires_at");