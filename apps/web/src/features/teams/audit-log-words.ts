import { isAuditAction } from "@sondar/core/audit/audit-actions";
import type { AuditEntry } from "@sondar/core/audit/audit-schemas";
import { isTeamRole } from "@sondar/core/teams/team-permissions";
import type { TFunction } from "i18next";

// How the audit log words an entry (docs/product/teams.md#audit-log). Entries are never rewritten,
// so an action or target type this version does not know is shown as it was stored.

const TARGET_TYPES = ["survey", "user", "invitation", "api_key", "webhook", "session"] as const;

/** The action in plain words; an action this version does not know, as stored. */
export function auditActionLabel(t: TFunction, action: string): string {
  return isAuditAction(action) ? t(`teams.auditLog.actions.${action}`) : action;
}

/** What kind of thing the target is, in plain words. */
export function auditTargetTypeLabel(t: TFunction, targetType: string): string {
  return (TARGET_TYPES as readonly string[]).includes(targetType)
    ? t(`teams.auditLog.targets.${targetType as (typeof TARGET_TYPES)[number]}`)
    : targetType;
}

const roleName = (t: TFunction, role: unknown) => (isTeamRole(role) ? t(`teams.roles.${role}`) : null);

const SECOND_FACTORS = ["totp", "backup_code", "otp"] as const;

/** How a sign-in was made (the server's SignInMethod), in plain words; null for a method this version does not know. */
function signInNote(t: TFunction, details: Record<string, unknown>): string | null {
  const factor = SECOND_FACTORS.find((f) => f === details.secondFactor);
  if (details.method === "password") return t(`teams.auditLog.details.signIn.${factor ?? "password"}`);
  if (details.method === "passkey") return t("teams.auditLog.details.signIn.passkey");
  if (details.method === "email_verification") return t("teams.auditLog.details.signIn.email_verification");
  if (details.method === "social" && typeof details.provider === "string") {
    // Provider ids are lower-case ("google"); their names are not translated.
    const provider = details.provider.charAt(0).toUpperCase() + details.provider.slice(1);
    return t("teams.auditLog.details.signIn.social", { provider });
  }
  return null;
}

/** The one fact of the details worth a line under the action: a role change, an invitee's role, a count, a sign-in's method, an export's format. */
export function auditDetailsNote(t: TFunction, entry: AuditEntry): string | null {
  const { details } = entry;
  if (entry.action === "auth.sign_in") return signInNote(t, details);
  if (entry.action === "responses.export" && typeof details.format === "string") {
    return t("teams.auditLog.details.format", { format: details.format.toUpperCase() });
  }
  if (entry.action === "member.role_change") {
    const from = roleName(t, details.from);
    const to = roleName(t, details.to);
    return from && to ? t("teams.auditLog.details.roleChange", { from, to }) : null;
  }
  if (entry.action === "member.invite") {
    const role = roleName(t, details.role);
    return role ? t("teams.auditLog.details.asRole", { role }) : null;
  }
  if (typeof details.responseCount === "number") return t("teams.auditLog.details.responses", { count: details.responseCount });
  return null;
}
