import { invitationExpiryFrom } from "@sondar/core/teams/invitation-state";
import type { Invitation } from "@sondar/core/teams/team-replies";
import { and, eq } from "drizzle-orm";
import { invitations } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { INVITATION_LIMIT } from "./create-invitation";
import { createInvitationToken } from "./invitation-token";
import { getInvitation } from "./list-invitations";
import { requireOrganizationAction } from "./require-organization-action";
import { sendInvitationMail, type InvitationMailDeps } from "./send-invitation-mail";

/**
 * Mails a pending (or expired) invitation a new link, valid for another 7 days; the previous link
 * stops working (owner, admin). The inviter becomes whoever resent it.
 */
export async function resendInvitation(
  deps: InvitationMailDeps & { logger: Logger },
  input: { userId: string; organizationId: string; invitationId: string; now: Date },
): Promise<Invitation> {
  const { db } = deps;
  const { userId, organizationId, invitationId, now } = input;
  await requireOrganizationAction(db, userId, organizationId, "invitations.manage");
  const current = await getInvitation(db, organizationId, invitationId, now);
  if (current.state === "accepted") throw new AppError("INVITATION_USED");
  if (current.state === "revoked") throw new AppError("INVITATION_REVOKED");
  if (!(await consumeRateLimit(db, `invite:user:${userId}`, INVITATION_LIMIT, now))) throw new AppError("RATE_LIMITED");
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = invitationExpiryFrom(now);
  // Set up before the transaction: on PGlite (one connection) it would wait behind it.
  await deps.outbox.ready();
  // The new link and its mail are kept together or not at all; the outbox sends and retries it.
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(invitations)
      .set({ tokenHash, expiresAt, inviterId: userId })
      .where(and(eq(invitations.id, invitationId), eq(invitations.status, "pending")))
      .returning({ id: invitations.id });
    if (!updated.length) throw new AppError("INVITATION_USED");
    await sendInvitationMail(tx, deps, { inviterId: userId, organizationId, to: current.email, token, expiresAt });
  });
  return getInvitation(db, organizationId, invitationId, now);
}
