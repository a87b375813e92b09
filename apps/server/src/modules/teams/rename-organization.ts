import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { organizations } from "../../db/schema/auth";
import { getOrganizationSummary } from "./organization-summary";
import { requireOrganizationAction } from "./require-organization-action";

/** Renames the organization (owner, admin). */
export async function renameOrganization(
  db: Database,
  input: { userId: string; organizationId: string; name: string },
): Promise<OrganizationSummary> {
  const { role } = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.rename");
  await db.update(organizations).set({ name: input.name }).where(eq(organizations.id, input.organizationId));
  return getOrganizationSummary(db, input.organizationId, role);
}
