import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";
import { requireManageableMember } from "./require-manageable-member";

/** Removes another member (owner, admin); never the owner. Their surveys stay with the organization. */
export async function removeMember(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string; ip?: string | null },
): Promise<void> {
  const target = await requireManageableMember(db, input);
  await db.transaction(async (tx) => {
    await tx.delete(members).where(eq(members.id, target.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: userAuditActor(input.userId, input.ip),
      action: "member.remove",
      target: { type: "user", id: target.userId },
      details: { email: target.email, role: target.role },
    });
  });
}
