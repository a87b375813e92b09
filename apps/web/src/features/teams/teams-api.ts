import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import type { AssignableRole } from "@sondar/core/teams/team-permissions";
import {
  deleteOrganizationReplySchema,
  invitationReplySchema,
  listInvitationsReplySchema,
  listMembersReplySchema,
  memberReplySchema,
  organizationReplySchema,
  transferOwnershipReplySchema,
} from "@sondar/core/teams/team-replies";
import { noContentSchema } from "@sondar/core/http/no-content";
import { apiFetch } from "../../lib/api-client";

// The teams endpoints (paths and shapes are core's, teams/): every reply is parsed by core's schema.

export const membersKey = (organizationId: string) => ["organizations", organizationId, "members"] as const;
export const invitationsKey = (organizationId: string) => ["organizations", organizationId, "invitations"] as const;

export const createOrganization = (name: string) =>
  apiFetch(TEAMS_API.organizations, { body: { name }, schema: organizationReplySchema }).then((r) => r.organization);

export const renameOrganization = (organizationId: string, name: string) =>
  apiFetch(TEAMS_API.organization(organizationId), { method: "PATCH", body: { name }, schema: organizationReplySchema }).then(
    (r) => r.organization,
  );

export const deleteOrganization = (organizationId: string) =>
  apiFetch(TEAMS_API.organization(organizationId), { method: "DELETE", schema: deleteOrganizationReplySchema });

export const listMembers = (organizationId: string, signal?: AbortSignal) =>
  apiFetch(TEAMS_API.members(organizationId), { schema: listMembersReplySchema, ...(signal ? { signal } : {}) });

export const changeMemberRole = (organizationId: string, memberId: string, role: AssignableRole) =>
  apiFetch(TEAMS_API.member(organizationId, memberId), { method: "PATCH", body: { role }, schema: memberReplySchema }).then(
    (r) => r.member,
  );

export const removeMember = (organizationId: string, memberId: string) =>
  apiFetch(TEAMS_API.member(organizationId, memberId), { method: "DELETE", schema: noContentSchema });

export const leaveOrganization = (organizationId: string) =>
  apiFetch(TEAMS_API.leave(organizationId), { body: {}, schema: noContentSchema });

export const transferOwnership = (organizationId: string, memberId: string) =>
  apiFetch(TEAMS_API.transferOwnership(organizationId), { body: { memberId }, schema: transferOwnershipReplySchema });

export const listInvitations = (organizationId: string, signal?: AbortSignal) =>
  apiFetch(TEAMS_API.invitations(organizationId), { schema: listInvitationsReplySchema, ...(signal ? { signal } : {}) }).then(
    (r) => r.invitations,
  );

export const inviteMember = (organizationId: string, email: string, role: AssignableRole) =>
  apiFetch(TEAMS_API.invitations(organizationId), { body: { email, role }, schema: invitationReplySchema }).then(
    (r) => r.invitation,
  );

export const resendInvitation = (organizationId: string, invitationId: string) =>
  apiFetch(TEAMS_API.resendInvitation(organizationId, invitationId), { body: {}, schema: invitationReplySchema }).then(
    (r) => r.invitation,
  );

export const revokeInvitation = (organizationId: string, invitationId: string) =>
  apiFetch(TEAMS_API.invitation(organizationId, invitationId), { method: "DELETE", schema: noContentSchema });

/** The owner's rule that members reach the organization's surveys only with two-factor on (decision 281). */
export const setOrganizationTwoFactor = (organizationId: string, required: boolean) =>
  apiFetch(`${TEAMS_API.organization(organizationId)}/two-factor`, {
    method: "PUT",
    body: { required },
    schema: organizationReplySchema,
  }).then((r) => r.organization);
