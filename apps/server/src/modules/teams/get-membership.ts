import { isTeamRole, type TeamRole } from "@sondar/core/teams/team-permissions";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";

export interface Membership {
  /** The membership's id (members.id). */
  id: string;
  role: TeamRole;
}

/** The user's membership of the organization, or null when they are not in it. */
export async function getMembership(db: Database, userId: string, organizationId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ id: members.id, role: members.role })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  // A role our table does not know (written by another tool) grants the least: member.
  return row ? { id: row.id, role: isTeamRole(row.role) ? row.role : "member" } : null;
}

/** The organization's owner, whose plan governs its surveys. */
export async function getOrganizationOwnerId(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, "owner")))
    .orderBy(members.createdAt)
    .limit(1);
  return row?.userId ?? null;
}
