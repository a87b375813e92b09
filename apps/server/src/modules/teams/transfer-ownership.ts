import type { ListMembersReply } from "@sondar/core/teams/team-replies";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getMember, listMembers } from "./list-members";
import { requireOrganizationAction } from "./require-organization-action";

/**
 * Makes another member the owner (owner only); the old owner stays as an admin. From then on the
 * new owner's plan governs the organization's surveys.
 */
export async function transferOwnership(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string },
): Promise<ListMembersReply> {
  const actor = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.transfer");
  const target = await getMember(db, input.organizationId, input.memberId);
  if (target.id === actor.id) throw new AppError("MEMBER_NOT_FOUND");
  await db.transaction(async (tx) => {
    // Only while the caller is still the owner, so two transfers at once cannot make two owners.
    const demoted = await tx
      .update(members)
      .set({ role: "admin" })
      .where(and(eq(members.id, actor.id), eq(members.role, "owner")))
      .returning({ id: members.id });
    if (!demoted.length) throw new AppError("ORGANIZATION_FORBIDDEN");
    await tx.update(members).set({ role: "owner" }).where(eq(members.id, target.id));
  });
  return listMembers(db, input);
}
