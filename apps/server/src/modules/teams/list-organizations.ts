import { getEntitlements } from "@sondar/core/plans/entitlements";
import type { OrganizationListItem } from "@sondar/core/teams/team-replies";
import { isTeamRole } from "@sondar/core/teams/team-permissions";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, organizations } from "../../db/schema/auth";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";

/** The caller's organizations with their role in each and the rights of its owner's plan, oldest membership first. */
export async function listOrganizations(db: Database, userId: string, now: Date): Promise<OrganizationListItem[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: members.role,
      createdAt: organizations.createdAt,
      requireTwoFactor: organizations.requireTwoFactor,
      memberCount: sql<number>`(select count(*) from members m where m.organization_id = ${organizations.id})::int`,
      ownerId: sql<
        string | null
      >`(select m.user_id from members m where m.organization_id = ${organizations.id} and m.role = 'owner' limit 1)`,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt), asc(organizations.id));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      role: isTeamRole(row.role) ? row.role : "member",
      memberCount: Number(row.memberCount),
      createdAt: row.createdAt.toISOString(),
      requireTwoFactor: row.requireTwoFactor,
      plan: getEntitlements(toSubscriptionFacts(row.ownerId ? await getCurrentSubscription(db, row.ownerId) : null), now),
    })),
  );
}
