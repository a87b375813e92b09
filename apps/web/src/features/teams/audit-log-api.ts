import type { AuditAction } from "@sondar/core/audit/audit-actions";
import { AUDIT_API } from "@sondar/core/audit/audit-api-paths";
import { auditLogReplySchema } from "@sondar/core/audit/audit-schemas";
import { apiFetch } from "../../lib/api-client";

// An organization's audit log for its owner and admins (docs/decisions/293-audit-log.md).

/** The screen's filters: "" means any. Days are the viewer's calendar days (YYYY-MM-DD). */
export interface AuditLogFilters {
  action: AuditAction | "";
  /** A member's user id. */
  actor: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditLogFilters = { action: "", actor: "", from: "", to: "" };

/** Every page of every filter of one organization's log, refreshed after a team action. */
export const auditLogKey = (organizationId: string) => ["organizations", organizationId, "audit-log"] as const;

/**
 * The query string of `filters`. A day is sent as the viewer's own day, start to end, in exact
 * times: the screen shows local times, and the server's bare day would be a UTC one.
 */
export function auditLogQuery(filters: AuditLogFilters, cursor?: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.action) query.set("action", filters.action);
  if (filters.actor) query.set("actor", filters.actor);
  // A date-time without an offset is read in the local time zone.
  if (filters.from) query.set("from", new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) query.set("to", new Date(`${filters.to}T23:59:59.999`).toISOString());
  if (cursor) query.set("cursor", cursor);
  return query;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const listAuditLog = (organizationId: string, filters: AuditLogFilters, cursor: string | null, signal?: AbortSignal) =>
  apiFetch(withQuery(AUDIT_API.log(organizationId), auditLogQuery(filters, cursor)), {
    schema: auditLogReplySchema,
    ...(signal ? { signal } : {}),
  });

/** The CSV of every entry the filters match; the browser downloads it with the session cookie. */
export const auditLogCsvUrl = (organizationId: string, filters: AuditLogFilters) =>
  withQuery(AUDIT_API.csv(organizationId), auditLogQuery(filters));
