import type { ListMembersReply, OrganizationMember } from "@sondar/core/teams/team-replies";
import { isTeamRole } from "@sondar/core/teams/team-permissions";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getOrganizationSummary } from "./organization-summary";
import { requireOrganizationAction } from "./require-organization-action";

const memberColumns = {
  id: members.id,
  userId: members.userId,
  name: users.name,
  email: users.email,
  role: members.role,
  joinedAt: members.createdAt,
};

function toMember(row: {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
}): OrganizationMember {
  return { ...row, role: isTeamRole(row.role) ? row.role : "member", joinedAt: row.joinedAt.toISOString() };
}

/** The organization and its members, owner first, then admins, then by joining (any member). */
export async function listMembers(db: Database, input: { userId: string; organizationId: string }): Promise<ListMembersReply> {
  const { role } = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.view");
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, input.organizationId))
    .orderBy(
      sql`case ${members.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(members.createdAt),
      asc(members.id),
    );
  return { organization: await getOrganizationSummary(db, input.organizationId, role), members: rows.map(toMember) };
}

/** One member of the organization by membership id, or MEMBER_NOT_FOUND. */
export async function getMember(db: Database, organizationId: string, memberId: string): Promise<OrganizationMember> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)))
    .limit(1);
  if (!row) throw new AppError("MEMBER_NOT_FOUND");
  return toMember(row);
}
