import { randomUUID } from "node:crypto";
import { recordAudit, userAuditActor } from "../audit-log/record-audit";
import { invitationExpiryFrom } from "@sondar/core/teams/invitation-state";
import type { AssignableRole } from "@sondar/core/teams/team-permissions";
import type { Invitation } from "@sondar/core/teams/team-replies";
import { and, eq, gt, lte } from "drizzle-orm";
import { invitations, members, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { createInvitationToken } from "./invitation-token";
import { getInvitation } from "./list-invitations";
import { requireOrganizationAction } from "./require-organization-action";
import { sendInvitationMail, type InvitationMailDeps } from "./send-invitation-mail";

/** Invitations one user may send (or resend) in an hour: enough for a team, too few to spam with. */
export const INVITATION_LIMIT = { window: 3600, max: 50 };

/**
 * Invites an address into the organization as admin or member (owner, admin) and mails it a
 * link (docs/product/teams.md#invitations). An expired invitation to the same address is
 * replaced; a pending one is refused, so resending is the one way to a new link.
 */
export async function createInvitation(
  deps: InvitationMailDeps & { logger: Logger },
  input: { userId: string; organizationId: string; email: string; role: AssignableRole; now: Date; ip?: string | null },
): Promise<Invitation> {
  const { db } = deps;
  const { userId, organizationId, email, now } = input;
  await requireOrganizationAction(db, userId, organizationId, "invitations.manage");
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(users.email, email)))
    .limit(1);
  if (member) throw new AppError("ALREADY_MEMBER");
  const sameAddress = and(
    eq(invitations.organizationId, organizationId),
    eq(invitations.email, email),
    eq(invitations.status, "pending"),
  );
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(sameAddress, gt(invitations.expiresAt, now)))
    .limit(1);
  if (pending) throw new AppError("INVITATION_ALREADY_PENDING");
  if (!(await consumeRateLimit(db, `invite:user:${userId}`, INVITATION_LIMIT, now))) throw new AppError("RATE_LIMITED");

  await db
    .update(invitations)
    .set({ status: "revoked" })
    .where(and(sameAddress, lte(invitations.expiresAt, now)));
  const id = randomUUID();
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = invitationExpiryFrom(now);
  // Set up before the transaction: on PGlite (one connection) it would wait behind it.
  await deps.outbox.ready();
  // The invitation and its mail are kept together or not at all; the outbox sends and retries it.
  await db.transaction(async (tx) => {
    await tx.insert(invitations).values({
      id,
      organizationId,
      email,
      role: input.role,
      status: "pending",
      expiresAt,
      inviterId: userId,
      createdAt: now,
      tokenHash,
    });
    await recordAudit(tx, {
      organizationId,
      actor: userAuditActor(userId, input.ip),
      action: "member.invite",
      target: { type: "invitation", id },
      details: { email, role: input.role },
    });
    await sendInvitationMail(tx, deps, { inviterId: userId, organizationId, to: email, token, expiresAt });
  });
  return getInvitation(db, organizationId, id, now);
}
