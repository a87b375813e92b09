import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import { canManageMember, type AssignableRole } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getMember } from "./list-members";
import { requireOrganizationAction } from "./require-organization-action";

/** Makes another member an admin or a member (owner, admin); the owner's role only moves by a transfer. */
export async function changeMemberRole(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string; role: AssignableRole },
): Promise<OrganizationMember> {
  const actor = await requireOrganizationAction(db, input.userId, input.organizationId, "members.manage");
  const target = await getMember(db, input.organizationId, input.memberId);
  if (target.role === "owner") throw new AppError("OWNER_ROLE_FIXED");
  if (!canManageMember({ role: actor.role, userId: input.userId }, target)) throw new AppError("ORGANIZATION_FORBIDDEN");
  await db.update(members).set({ role: input.role }).where(eq(members.id, target.id));
  return { ...target, role: input.role };
}
