import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import type { AssignableRole } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";
import { requireManageableMember } from "./require-manageable-member";

/** Makes another member an admin or a member (owner, admin); the owner's role only moves by a transfer. */
export async function changeMemberRole(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string; role: AssignableRole; ip?: string | null },
): Promise<OrganizationMember> {
  const target = await requireManageableMember(db, input);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ role: input.role }).where(eq(members.id, target.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: userAuditActor(input.userId, input.ip),
      action: "member.role_change",
      target: { type: "user", id: target.userId },
      details: { email: target.email, from: target.role, to: input.role },
    });
  });
  return { ...target, role: input.role };
}
