CREATE TABLE "response_alert_windows" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_alert_windows" ADD CONSTRAINT "response_alert_windows_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;