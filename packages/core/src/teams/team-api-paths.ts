/**
 * The paths of the teams endpoints (bodies and replies in team-replies.ts). The dashboard's
 * survey list takes `?organizationId=` (surveys/survey-list-query.ts): absent is the personal list.
 */
const enc = encodeURIComponent;

export const TEAMS_API = {
  /** GET: my organizations with my role. POST: create one. */
  organizations: "/api/organizations",
  /** PATCH: rename. DELETE: delete (owner). */
  organization: (organizationId: string) => `/api/organizations/${enc(organizationId)}`,
  /** GET: the members. */
  members: (organizationId: string) => `/api/organizations/${enc(organizationId)}/members`,
  /** PATCH: change the role. DELETE: remove from the organization. */
  member: (organizationId: string, memberId: string) => `/api/organizations/${enc(organizationId)}/members/${enc(memberId)}`,
  /** POST: leave the organization. */
  leave: (organizationId: string) => `/api/organizations/${enc(organizationId)}/leave`,
  /** POST: make another member the owner. */
  transferOwnership: (organizationId: string) => `/api/organizations/${enc(organizationId)}/transfer-ownership`,
  /** GET: pending and expired invitations. POST: invite an address. */
  invitations: (organizationId: string) => `/api/organizations/${enc(organizationId)}/invitations`,
  /** DELETE: revoke. */
  invitation: (organizationId: string, invitationId: string) =>
    `/api/organizations/${enc(organizationId)}/invitations/${enc(invitationId)}`,
  /** POST: send a new link (the old one stops working) valid for another 7 days. */
  resendInvitation: (organizationId: string, invitationId: string) =>
    `/api/organizations/${enc(organizationId)}/invitations/${enc(invitationId)}/resend`,
  /** POST { token }: what the accept screen shows; no sign-in needed. */
  previewInvitation: "/api/invitations/preview",
  /** POST { token }: join as the invited address. */
  acceptInvitation: "/api/invitations/accept",
  /** POST { organizationId | null }: move a survey between personal and an organization. */
  moveSurvey: (surveyId: string) => `/api/surveys/${enc(surveyId)}/move`,
  /** GET: the dashboard's list, personal (no organization) or an organization's. */
  surveys: (organizationId?: string | null) =>
    organizationId ? `/api/surveys?organizationId=${enc(organizationId)}` : "/api/surveys",
} as const;

/** The query parameter of the login and register pages that carries an invitation token. */
export const INVITE_QUERY_PARAM = "invite";

/** The page an invitation mail links to, with its token. */
export function invitationLinkPath(token: string): string {
  return `/register?${INVITE_QUERY_PARAM}=${enc(token)}`;
}
