import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import { canManageMember } from "@sondar/core/teams/team-permissions";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { getMember } from "./list-members";
import { requireOrganizationAction } from "./require-organization-action";

/**
 * The member the caller asks to change or remove, when core's table lets them: owners and admins
 * manage others, never the owner (OWNER_ROLE_FIXED) nor themselves.
 */
export async function requireManageableMember(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string },
): Promise<OrganizationMember> {
  const actor = await requireOrganizationAction(db, input.userId, input.organizationId, "members.manage");
  const target = await getMember(db, input.organizationId, input.memberId);
  if (target.role === "owner") throw new AppError("OWNER_ROLE_FIXED");
  if (!canManageMember({ role: actor.role, userId: input.userId }, target)) throw new AppError("ORGANIZATION_FORBIDDEN");
  return target;
}
