import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import type { AssignableRole } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { requireManageableMember } from "./require-manageable-member";

/** Makes another member an admin or a member (owner, admin); the owner's role only moves by a transfer. */
export async function changeMemberRole(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string; role: AssignableRole },
): Promise<OrganizationMember> {
  const target = await requireManageableMember(db, input);
  await db.update(members).set({ role: input.role }).where(eq(members.id, target.id));
  return { ...target, role: input.role };
}
