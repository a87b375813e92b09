-- Data-rights actions recorded before the audit log existed become audit entries (decision 246);
-- those written since 0026 are already there, made in the same transaction, so the same moment.
INSERT INTO "audit_log" ("organization_id", "actor_user_id", "actor_kind", "action", "target_type", "target_id", "details", "created_at")
SELECT s."organization_id", p."actor_user_id", 'user', p."action",
  CASE WHEN p."survey_id" IS NULL THEN 'user' ELSE 'survey' END,
  COALESCE(p."survey_id"::text, p."actor_user_id"),
  jsonb_build_object('responseCount', p."response_count"),
  p."created_at"
FROM "privacy_actions" p
LEFT JOIN "surveys" s ON s."id" = p."survey_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."action" = p."action" AND a."actor_user_id" = p."actor_user_id" AND a."created_at" = p."created_at"
);--> statement-breakpoint
DROP TABLE "privacy_actions" CASCADE;
