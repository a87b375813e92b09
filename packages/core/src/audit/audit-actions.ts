/**
 * What the audit log records (docs/decisions/293-audit-log.md, docs/product/teams.md#audit-log).
 * One list, read by the server to write and filter entries and by the web app to word them.
 */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "api_key.create",
  "api_key.revoke",
  "webhook.create",
  "webhook.update",
  "webhook.delete",
  "webhook.rotate_secret",
  "member.invite",
  "member.remove",
  "member.role_change",
  "organization.transfer",
  "responses.export",
  "responses.bulk_delete",
  "retention.sweep",
  "respondent.export",
  "respondent.erase",
  "account.export",
  "account.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it: a signed-in user, an API key (acting for its owner), or one of our jobs. */
export const AUDIT_ACTOR_KINDS = ["user", "api_key", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Entries are kept this long, then the prune job deletes them. */
export const AUDIT_RETENTION_DAYS = 365;

/** Entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}
