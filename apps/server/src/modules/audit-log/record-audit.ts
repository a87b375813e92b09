import type { AuditAction, AuditActorKind } from "@sondar/core/audit/audit-actions";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { auditLog } from "../../db/schema/audit-log";

/** Who did it, as the audit log records them. */
export interface AuditActor {
  kind: AuditActorKind;
  /** Null only for the system. */
  userId: string | null;
  /** The client address, when the change came in over HTTP. */
  ip?: string | null;
}

export interface AuditRecord {
  organizationId: string | null;
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string } | null;
  /** Never a secret, a searched value or response content. */
  details?: Record<string, unknown>;
  /** Defaults to the database's clock. */
  at?: Date;
}

/** A signed-in user (with the request's address). */
export function userAuditActor(userId: string, ip?: string | null): AuditActor {
  return { kind: "user", userId, ip: ip ?? null };
}

/** One of our jobs. */
export const SYSTEM_AUDIT_ACTOR: AuditActor = { kind: "system", userId: null, ip: null };

/** The audit form of core's Actor: a key is recorded as a key acting for its owner (key id in details). */
export function auditActorOf(actor: Actor, ip?: string | null): { actor: AuditActor; details: Record<string, unknown> } {
  return actor.kind === "api-key"
    ? { actor: { kind: "api_key", userId: actor.userId, ip: ip ?? null }, details: { apiKeyId: actor.keyId } }
    : { actor: userAuditActor(actor.userId, ip), details: {} };
}

/**
 * Writes one audit entry (docs/decisions/293-audit-log.md). Pass the change's transaction as `db`
 * so the entry and the change are kept or lost together.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: record.organizationId,
    actorUserId: record.actor.userId,
    actorKind: record.actor.kind,
    action: record.action,
    targetType: record.target?.type ?? null,
    targetId: record.target?.id ?? null,
    ip: record.actor.ip ?? null,
    details: record.details ?? {},
    ...(record.at ? { createdAt: record.at } : {}),
  });
}
