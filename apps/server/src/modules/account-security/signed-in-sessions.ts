import type { SignedInSession } from "@sondar/core/auth/account-security";
import type { Actor } from "@sondar/core/teams/actor";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { GeoAdapter } from "../../adapters/geo/geo-adapter";
import type { Database } from "../../db/database";
import { sessions } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { describeDevice, describePlace } from "./describe-device";

/**
 * The actor's own unexpired sessions, the current one first, then the most recently active
 * (docs/decisions/283-signed-in-devices.md). Nobody else's session is ever read here.
 */
export async function listSignedInSessions(
  db: Database,
  geo: GeoAdapter,
  actor: Actor,
  input: { currentSessionId: string; now: Date },
): Promise<SignedInSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, input.now)))
    .orderBy(desc(sessions.updatedAt));
  const listed = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      current: row.id === input.currentSessionId,
      ...describeDevice(row.userAgent),
      place: row.ipAddress ? describePlace(await geo.lookup(row.ipAddress)) : null,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
    })),
  );
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/**
 * Ends one of the actor's sessions. Another user's session id is answered like one that does not
 * exist, so ids cannot be probed; the current session ends by signing out instead.
 */
export async function endSignedInSession(db: Database, actor: Actor, input: { sessionId: string; currentSessionId: string }) {
  if (!isUuid(input.sessionId) || input.sessionId === input.currentSessionId) throw new AppError("SESSION_NOT_FOUND");
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, actor.userId)))
    .returning({ id: sessions.id });
  if (!ended.length) throw new AppError("SESSION_NOT_FOUND");
}

/** Ends every session of the actor's but the current one; how many ended. */
export async function endOtherSessions(db: Database, actor: Actor, input: { currentSessionId: string }): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, input.currentSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
