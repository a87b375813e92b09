import { randomUUID } from "node:crypto";
import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitations, members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { findInvitationByToken } from "./find-invitation-by-token";
import { getMembership } from "./get-membership";
import { getOrganizationSummary } from "./organization-summary";

const REFUSAL_BY_STATE = { accepted: "INVITATION_USED", revoked: "INVITATION_REVOKED", expired: "INVITATION_EXPIRED" } as const;

/**
 * Joins the organization by a mailed link: only while it is pending, once, and only signed in
 * as the invited address (docs/product/teams.md#invitations).
 */
export async function acceptInvitation(
  db: Database,
  input: { user: { id: string; email: string }; token: string; now: Date },
): Promise<OrganizationSummary> {
  const { user, now } = input;
  const invitation = await findInvitationByToken(db, input.token, now);
  if (invitation.state !== "pending") throw new AppError(REFUSAL_BY_STATE[invitation.state]);
  if (invitation.email !== user.email.toLowerCase()) throw new AppError("INVITATION_WRONG_ADDRESS");
  await db.transaction(async (tx) => {
    // Only a still-pending, unexpired row is taken, so two accepts at once cannot both use it.
    const taken = await tx
      .update(invitations)
      .set({ status: "accepted" })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "pending"), gt(invitations.expiresAt, now)))
      .returning({ id: invitations.id });
    if (!taken.length) throw new AppError("INVITATION_USED");
    await tx
      .insert(members)
      .values({
        id: randomUUID(),
        organizationId: invitation.organizationId,
        userId: user.id,
        role: invitation.role,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
  const membership = await getMembership(db, user.id, invitation.organizationId);
  return getOrganizationSummary(db, invitation.organizationId, membership?.role ?? invitation.role);
}
