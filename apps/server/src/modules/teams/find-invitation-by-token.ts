import { getInvitationState, type InvitationState } from "@sondar/core/teams/invitation-state";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitations, organizations, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { hashInvitationToken } from "./invitation-token";

export interface InvitationByToken {
  id: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  email: string;
  role: "admin" | "member";
  state: InvitationState;
  expiresAt: Date;
}

/** The invitation a mailed link's token opens, or INVITATION_NOT_FOUND (an unknown or replaced link). */
export async function findInvitationByToken(db: Database, token: string, now: Date): Promise<InvitationByToken> {
  const [row] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) throw new AppError("INVITATION_NOT_FOUND");
  const { invitation } = row;
  return {
    id: invitation.id,
    organizationId: invitation.organizationId,
    organizationName: row.organizationName,
    inviterName: row.inviterName || row.inviterEmail,
    email: invitation.email,
    role: invitation.role === "admin" ? "admin" : "member",
    state: getInvitationState(invitation, now),
    expiresAt: invitation.expiresAt,
  };
}
