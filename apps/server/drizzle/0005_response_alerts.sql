CREATE TABLE "pending_response_alerts" (
	"survey_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	CONSTRAINT "pending_response_alerts_survey_id_response_id_pk" PRIMARY KEY("survey_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "response_alert_batches" (
	"job_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"new_responses" integer NOT NULL,
	CONSTRAINT "response_alert_batches_job_id_survey_id_pk" PRIMARY KEY("job_id","survey_id")
);
--> statement-breakpoint
-- Alerts still queued in the old jobs table carry over; finished and failed ones go with it.
INSERT INTO "pending_response_alerts" ("survey_id", "response_id")
SELECT DISTINCT r."survey_id", r."id" FROM "jobs" j
JOIN "survey_responses" r ON r."id"::text = j."payload"->>'responseId'
WHERE j."kind" = 'response-alert' AND j."done_at" IS NULL AND j."attempts" < 5;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;--> statement-breakpoint
CREATE INDEX "response_files_created_idx" ON "response_files" USING btree ("created_at","id");