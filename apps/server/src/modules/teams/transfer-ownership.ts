import { getOwnershipTransferRefusal } from "@sondar/core/plans/ownership-transfer";
import type { ListMembersReply } from "@sondar/core/teams/team-replies";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";
import { countCappedSurveys, countOrganizationCappedSurveys, withPlanLock } from "../subscriptions/plan-coverage";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";
import { getMember, listMembers } from "./list-members";
import { requireOrganizationAction } from "./require-organization-action";

/**
 * Makes another member the owner (owner only); the old owner stays as an admin. From then on the
 * new owner's plan governs the organization's surveys, so it must give create rights and, on a
 * trial, hold them within the cap (docs/product/teams.md#surveys-and-the-plan).
 */
export async function transferOwnership(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string; now: Date; ip?: string | null },
): Promise<ListMembersReply> {
  const actor = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.transfer");
  const target = await getMember(db, input.organizationId, input.memberId);
  if (target.id === actor.id) throw new AppError("MEMBER_NOT_FOUND");
  // The new owner's plan lock: a create under that plan cannot pass the cap alongside this transfer.
  await withPlanLock(db, target.userId, async (tx) => {
    const refusal = getOwnershipTransferRefusal(
      toSubscriptionFacts(await getCurrentSubscription(tx, target.userId)),
      {
        newOwnerSurveys: await countCappedSurveys(tx, target.userId),
        organizationSurveys: await countOrganizationCappedSurveys(tx, input.organizationId),
      },
      input.now,
    );
    if (refusal === "needs_plan") throw new AppError("TRANSFER_NEEDS_PLAN");
    if (refusal === "trial_limit") throw new AppError("TRANSFER_TRIAL_LIMIT");
    // Only while the caller is still the owner, so two transfers at once cannot make two owners.
    const demoted = await tx
      .update(members)
      .set({ role: "admin" })
      .where(and(eq(members.id, actor.id), eq(members.role, "owner")))
      .returning({ id: members.id });
    if (!demoted.length) throw new AppError("ORGANIZATION_FORBIDDEN");
    await tx.update(members).set({ role: "owner" }).where(eq(members.id, target.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: userAuditActor(input.userId, input.ip),
      action: "organization.transfer",
      target: { type: "user", id: target.userId },
      details: { email: target.email },
    });
  });
  return listMembers(db, input);
}
