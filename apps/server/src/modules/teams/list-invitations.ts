import { getInvitationState } from "@sondar/core/teams/invitation-state";
import type { Invitation } from "@sondar/core/teams/team-replies";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitations, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { requireOrganizationAction } from "./require-organization-action";

type InvitationRow = typeof invitations.$inferSelect;

const invitationColumns = { invitation: invitations, inviterName: users.name, inviterEmail: users.email };

function toInvitation(row: { invitation: InvitationRow; inviterName: string; inviterEmail: string }, now: Date): Invitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role === "admin" ? "admin" : "member",
    state: getInvitationState(invitation, now),
    inviterName: row.inviterName || row.inviterEmail,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** The organization's pending invitations, expired ones included so they can be resent, newest first (owner, admin). */
export async function listInvitations(
  db: Database,
  input: { userId: string; organizationId: string; now: Date },
): Promise<Invitation[]> {
  await requireOrganizationAction(db, input.userId, input.organizationId, "invitations.manage");
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.organizationId, input.organizationId), eq(invitations.status, "pending")))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map((row) => toInvitation(row, input.now));
}

/** One of the organization's invitations as its owners and admins see it, or INVITATION_NOT_FOUND. */
export async function getInvitation(db: Database, organizationId: string, invitationId: string, now: Date): Promise<Invitation> {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId)))
    .limit(1);
  if (!row) throw new AppError("INVITATION_NOT_FOUND");
  return toInvitation(row, now);
}
