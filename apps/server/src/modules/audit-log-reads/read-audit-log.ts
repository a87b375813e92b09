import { AUDIT_PAGE_SIZE } from "@sondar/core/audit/audit-actions";
import type { AuditEntry, AuditLogQuery } from "@sondar/core/audit/audit-schemas";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { apiKeys } from "../../db/schema/api-keys";
import { auditLog } from "../../db/schema/audit-log";
import { members, users } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound as a timestamptz: a bare day is that UTC day's start (`to` then counts the whole day). */
function lowerBound(value: string): SQL {
  return DATE_ONLY.test(value) ? sql`(${value}::date)::timestamp at time zone 'UTC'` : sql`${value}::timestamptz`;
}

function upperBound(value: string): SQL {
  return DATE_ONLY.test(value)
    ? sql`${auditLog.createdAt} < ((${value}::date + 1)::timestamp at time zone 'UTC')`
    : sql`${auditLog.createdAt} <= ${value}::timestamptz`;
}

/** The cursor is the last entry's exact time (the database's text, microseconds kept) and id. */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((p) => typeof p === "string")) {
      return parsed as [string, string];
    }
  } catch {
    // Falls through to the clear refusal below.
  }
  throw new AppError("VALIDATION_FAILED", { fields: { cursor: ["Invalid cursor"] } });
}

/** The query's own filters (action, actor, dates, cursor), the same for both kinds of entry. */
function queryFilters(query: AuditLogQuery): SQL[] {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.actor) where.push(eq(auditLog.actorUserId, query.actor));
  if (query.from) where.push(sql`${auditLog.createdAt} >= ${lowerBound(query.from)}`);
  if (query.to) where.push(upperBound(query.to));
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("VALIDATION_FAILED", { fields: { cursor: ["Invalid cursor"] } });
    where.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  return where;
}

/**
 * A sign-in (kept in no organization) of someone who is a member of the organization now, made
 * since they joined it (docs/decisions/296-members-sign-ins-in-the-organization-log.md).
 */
function memberSignIn(organizationId: string): SQL[] {
  return [
    isNull(auditLog.organizationId),
    eq(auditLog.action, "auth.sign_in"),
    sql`exists (select 1 from ${members} where ${members.organizationId} = ${organizationId} and ${members.userId} = ${auditLog.actorUserId} and ${members.createdAt} <= ${auditLog.createdAt})`,
  ];
}

const UUID = "^[0-9a-fA-F-]{36}$";

/** A text as a uuid, or null when it is not one (so a stray id joins nothing instead of failing the cast). */
const asUuid = (text: SQL) => sql`case when ${text} ~ ${UUID} then (${text})::uuid end`;

// The key an API key's entry names (auditActorOf puts its id in details); its name outlives a revoke.
const actingKey = eq(apiKeys.id, asUuid(sql`${auditLog.details}->>'apiKeyId'`));

// A survey's title only while the survey is still the organization's: a survey moved elsewhere is
// no longer this organization's to name.
const targetSurvey = and(
  sql`${auditLog.targetType} = 'survey'`,
  eq(surveys.id, asUuid(sql`${auditLog.targetId}`)),
  eq(surveys.organizationId, auditLog.organizationId),
);

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  // Named: a bare cast would take the column's name, which the merged order by reads.
  exactTime: sql<string>`${auditLog.createdAt}::text`.as("exact_time"),
  action: auditLog.action,
  actorKind: auditLog.actorKind,
  actorUserId: auditLog.actorUserId,
  actorName: users.name,
  actorEmail: users.email,
  apiKeyName: apiKeys.name,
  surveyTitle: surveys.title,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  details: auditLog.details,
};

type Row = { [K in keyof typeof columns]: unknown } & { id: string; createdAt: Date; exactTime: string };

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** The name the details recorded for the target at the time (see the recordAudit calls). */
function targetName(row: Row, details: Record<string, unknown>): string | null {
  switch (row.targetType) {
    case "survey":
      return text(row.surveyTitle);
    case "user":
    case "invitation":
      return text(details.email);
    case "api_key":
      return text(details.name);
    case "webhook":
      return text(details.url);
    default:
      return null;
  }
}

function toEntry(row: Row): AuditEntry {
  const details = (row.details as Record<string, unknown> | null) ?? {};
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action as string,
    actorKind: row.actorKind === "api_key" || row.actorKind === "system" ? row.actorKind : "user",
    actorUserId: (row.actorUserId as string | null) ?? null,
    actorName: (row.actorName as string | null) ?? null,
    actorEmail: (row.actorEmail as string | null) ?? null,
    apiKeyName: row.actorKind === "api_key" ? text(row.apiKeyName) : null,
    targetType: (row.targetType as string | null) ?? null,
    targetId: (row.targetId as string | null) ?? null,
    targetName: targetName(row, details),
    ip: (row.ip as string | null) ?? null,
    details,
  };
}

/**
 * The organization's entries and its members' sign-ins, newest first: each part ordered and cut
 * to `limit` on its own (the organization's through its (organization, time, id) index), then
 * merged and cut again, so one (time, id) cursor pages through both.
 */
function select(db: Database, organizationId: string, query: AuditLogQuery, limit: number) {
  const part = (where: SQL[]) =>
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(apiKeys, actingKey)
      .leftJoin(surveys, targetSurvey)
      .where(and(...where, ...queryFilters(query)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  const own = part([eq(auditLog.organizationId, organizationId)]);
  // Filtered to another action, the sign-ins part could only come back empty.
  if (query.action && query.action !== "auth.sign_in") return own;
  return unionAll(own, part(memberSignIn(organizationId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** One page of an organization's entries, newest first, paged in SQL by (time, id). */
export async function readAuditLogPage(
  db: Database,
  organizationId: string,
  query: AuditLogQuery,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const rows = (await select(db, organizationId, query, AUDIT_PAGE_SIZE + 1)) as Row[];
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(last.exactTime, last.id) : null,
  };
}

/** Entries the CSV reads per query. */
const CSV_BATCH = 500;

/** Every matching entry, newest first, a batch at a time (the CSV streams them). */
export async function* readAuditLogBatches(
  db: Database,
  organizationId: string,
  query: AuditLogQuery,
): AsyncGenerator<AuditEntry[]> {
  let cursor = query.cursor;
  for (;;) {
    const rows = (await select(db, organizationId, { ...query, ...(cursor ? { cursor } : {}) }, CSV_BATCH)) as Row[];
    if (rows.length) yield rows.map(toEntry);
    const last = rows[rows.length - 1];
    if (rows.length < CSV_BATCH || !last) return;
    cursor = encodeCursor(last.exactTime, last.id);
  }
}
