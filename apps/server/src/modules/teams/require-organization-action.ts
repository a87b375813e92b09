import { can, type TeamAction } from "@sondar/core/teams/team-permissions";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { getMembership, type Membership } from "./get-membership";

/**
 * The caller's membership when core's table lets their role take `action` in the organization
 * (docs/product/teams.md#roles). A non-member is told the organization does not exist; a member
 * without the right gets ORGANIZATION_FORBIDDEN.
 */
export async function requireOrganizationAction(
  db: Database,
  userId: string,
  organizationId: string,
  action: TeamAction,
): Promise<Membership> {
  const membership = await getMembership(db, userId, organizationId);
  if (!membership) throw new AppError("ORGANIZATION_NOT_FOUND");
  if (!can(membership.role, action)) throw new AppError("ORGANIZATION_FORBIDDEN");
  return membership;
}
