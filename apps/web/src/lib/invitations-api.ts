import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { acceptInvitationReplySchema, invitationPreviewReplySchema } from "@sondar/core/teams/team-replies";
import { apiFetch } from "./api-client";

/** What an invitation link is (organization, inviter, address, state); anyone holding the token may ask. */
export const previewInvitation = (token: string) =>
  apiFetch(TEAMS_API.previewInvitation, { body: { token }, schema: invitationPreviewReplySchema }).then((r) => r.invitation);

/** Joins the organization as the signed-in user, who must be the invited address. */
export const acceptInvitation = (token: string) =>
  apiFetch(TEAMS_API.acceptInvitation, { body: { token }, schema: acceptInvitationReplySchema }).then((r) => r.organization);
