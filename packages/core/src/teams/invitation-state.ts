import { addDays } from "date-fns/addDays";

/** What an invitation link can be when someone opens it (docs/product/teams.md#invitations). */
export const INVITATION_STATES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Days an invitation link stays valid after it was sent or last resent. */
export const INVITATION_VALID_DAYS = 7;

/** The invitation's state from its stored status and expiry: a pending one past its expiry is expired. */
export function getInvitationState(invitation: { status: string; expiresAt: Date }, now: Date): InvitationState {
  if (invitation.status === "accepted") return "accepted";
  if (invitation.status === "revoked" || invitation.status === "canceled" || invitation.status === "rejected") return "revoked";
  return invitation.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

/** When an invitation sent or resent at `now` stops working. */
export function invitationExpiryFrom(now: Date): Date {
  return addDays(now, INVITATION_VALID_DAYS);
}
