CREATE TABLE "spam_refusals" (
	"survey_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_refused_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spam_refusals_survey_id_reason_pk" PRIMARY KEY("survey_id","reason")
);
--> statement-breakpoint
CREATE TABLE "spent_spam_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"client_submission_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spam_refusals" ADD CONSTRAINT "spam_refusals_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spent_spam_challenges_expires_at_idx" ON "spent_spam_challenges" USING btree ("expires_at");