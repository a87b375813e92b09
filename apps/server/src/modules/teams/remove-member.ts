import { canManageMember } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getMember } from "./list-members";
import { requireOrganizationAction } from "./require-organization-action";

/** Removes another member (owner, admin); never the owner. Their surveys stay with the organization. */
export async function removeMember(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string },
): Promise<void> {
  const actor = await requireOrganizationAction(db, input.userId, input.organizationId, "members.manage");
  const target = await getMember(db, input.organizationId, input.memberId);
  if (target.role === "owner") throw new AppError("OWNER_ROLE_FIXED");
  if (!canManageMember({ role: actor.role, userId: input.userId }, target)) throw new AppError("ORGANIZATION_FORBIDDEN");
  await db.delete(members).where(eq(members.id, target.id));
}
