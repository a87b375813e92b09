import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from "./audit-actions";

/**
 * What the audit-log endpoints take and answer (paths in audit-api-paths.ts; rules in
 * docs/decisions/293-audit-log.md). Times are ISO text.
 */

/** One entry as an owner or admin reads it. `details` never holds a secret. */
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** One of AUDIT_ACTIONS; text, so an entry of an action later renamed is still read (shown as is). */
  action: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorUserId: z.string().nullable(),
  /** The actor's name and address when the account still exists. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** For an API key's entry: the key's name while the key is still stored. */
  apiKeyName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /**
   * What a person calls the target: the survey's title (while it is still the organization's), the
   * member's or invitee's address, the key's name, the webhook's URL. Null when unknown.
   */
  targetName: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogReplySchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogReply = z.output<typeof auditLogReplySchema>;

/** A day (YYYY-MM-DD) or a full ISO time; the bounds of a date range. */
const timeBound = z.iso.datetime({ offset: true }).or(z.iso.date());

/** The filters of the query string; empty values count as absent. */
export const auditLogQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: "Unknown audit action" }).optional(),
    /** A user id: entries that user (or their API keys) did. */
    actor: z.string().min(1).max(100).optional(),
    from: timeBound.optional(),
    to: timeBound.optional(),
    /** Opaque: the previous page's nextCursor. */
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The query with blank values dropped, so `?action=` is "any action". */
export function withoutBlanks(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
}
