import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { isTeamRole } from "@sondar/core/teams/team-permissions";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, organizations } from "../../db/schema/auth";

/** The caller's organizations with their role in each, oldest membership first. */
export async function listOrganizations(db: Database, userId: string): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: members.role,
      createdAt: organizations.createdAt,
      memberCount: sql<number>`(select count(*) from members m where m.organization_id = ${organizations.id})::int`,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt), asc(organizations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: isTeamRole(row.role) ? row.role : "member",
    memberCount: Number(row.memberCount),
    createdAt: row.createdAt.toISOString(),
  }));
}
