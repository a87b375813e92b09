import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import type { TeamRole } from "@sondar/core/teams/team-permissions";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, organizations } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";

/** The organization as a member with `role` sees it (core's organizationSummarySchema). */
export async function getOrganizationSummary(db: Database, organizationId: string, role: TeamRole): Promise<OrganizationSummary> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!row) throw new AppError("ORGANIZATION_NOT_FOUND");
  const [counted] = await db.select({ n: count() }).from(members).where(eq(members.organizationId, organizationId));
  return {
    id: row.id,
    name: row.name,
    role,
    memberCount: counted?.n ?? 1,
    createdAt: row.createdAt.toISOString(),
    requireTwoFactor: row.requireTwoFactor,
  };
}
