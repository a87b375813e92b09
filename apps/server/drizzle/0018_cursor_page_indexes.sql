DROP INDEX "surveys_created_by_idx";--> statement-breakpoint
DROP INDEX "surveys_organization_id_idx";--> statement-breakpoint
CREATE INDEX "survey_responses_survey_created_idx" ON "survey_responses" USING btree ("survey_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_created_by_idx" ON "surveys" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_organization_id_idx" ON "surveys" USING btree ("organization_id","created_at","id");