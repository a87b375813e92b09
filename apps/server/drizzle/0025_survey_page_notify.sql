-- Tells every server process that a survey's page may have changed (docs/decisions/268-survey-page-cache.md):
-- NOTIFY on commit with its share id, old and new, when a column the page shows or finds it by changes.
CREATE FUNCTION "notify_survey_page"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.share_id IS NOT NULL THEN
    PERFORM pg_notify('sondar_survey_page', OLD.share_id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.share_id IS NOT NULL AND NEW.share_id IS DISTINCT FROM OLD.share_id THEN
    PERFORM pg_notify('sondar_survey_page', NEW.share_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "surveys_notify_page_update" AFTER UPDATE ON "surveys" FOR EACH ROW
  WHEN ((OLD.status, OLD.share_id, OLD.title, OLD.description, OLD.questions, OLD.settings, OLD.hidden_fields, OLD.created_by, OLD.organization_id)
    IS DISTINCT FROM (NEW.status, NEW.share_id, NEW.title, NEW.description, NEW.questions, NEW.settings, NEW.hidden_fields, NEW.created_by, NEW.organization_id))
  EXECUTE FUNCTION "notify_survey_page"();
--> statement-breakpoint
CREATE TRIGGER "surveys_notify_page_delete" AFTER DELETE ON "surveys" FOR EACH ROW EXECUTE FUNCTION "notify_survey_page"();
