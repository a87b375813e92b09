import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitations } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { requireOrganizationAction } from "./require-organization-action";

/** Revokes a pending invitation: its link answers 'revoked' from now on (owner, admin). */
export async function revokeInvitation(
  db: Database,
  input: { userId: string; organizationId: string; invitationId: string },
): Promise<void> {
  await requireOrganizationAction(db, input.userId, input.organizationId, "invitations.manage");
  const [row] = await db
    .select({ status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.organizationId, input.organizationId), eq(invitations.id, input.invitationId)))
    .limit(1);
  if (!row) throw new AppError("INVITATION_NOT_FOUND");
  if (row.status === "accepted") throw new AppError("INVITATION_USED");
  await db.update(invitations).set({ status: "revoked" }).where(eq(invitations.id, input.invitationId));
}
