import { z } from "zod";
import { emailSchema } from "../auth/credential-schemas";
import type { Entitlements } from "../plans/entitlements";
import { PLAN_STANDINGS } from "../plans/plan-standing";
import { INVITATION_STATES } from "./invitation-state";
import { organizationNameSchema } from "./organization-name";
import { ASSIGNABLE_ROLES, TEAM_ROLES } from "./team-permissions";

/**
 * What the teams endpoints take and answer (`apps/server/src/modules/teams/`, paths in
 * team-api-paths.ts), for the server to type its replies and the /teams screens to parse them.
 * The rules behind them: docs/product/teams.md. Times are ISO text.
 */

const id = z.string().min(1).max(100);

/** An organization as one of its members sees it, with that member's role. */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  memberCount: z.number().int().positive(),
  createdAt: z.string(),
  /** Members reach its surveys only with two-factor sign-in on (docs/decisions/281-organizations-may-require-two-factor.md). */
  requireTwoFactor: z.boolean().default(false),
});
export type OrganizationSummary = z.output<typeof organizationSummarySchema>;

/**
 * What the organization's plan (its owner's) allows on its surveys, the same flags the session
 * gives for one's own: a member with no plan of their own works on the organization's surveys
 * under these (docs/product/teams.md#surveys-and-the-plan).
 */
export const organizationPlanSchema = z.object({
  canCreateSurveys: z.boolean(),
  canEditSurveys: z.boolean(),
  canDuplicateSurveys: z.boolean(),
  isTrialActive: z.boolean(),
  trialDaysLeft: z.number().int().nonnegative(),
  standing: z.enum(PLAN_STANDINGS),
}) satisfies z.ZodType<Entitlements>;

/** One of the caller's organizations, with the rights its plan gives. */
export const organizationListItemSchema = organizationSummarySchema.extend({ plan: organizationPlanSchema });
export type OrganizationListItem = z.output<typeof organizationListItemSchema>;

/** GET /api/organizations: the caller's organizations, oldest membership first. */
export const listOrganizationsReplySchema = z.object({ organizations: z.array(organizationListItemSchema) });
export type ListOrganizationsReply = z.output<typeof listOrganizationsReplySchema>;

/** POST /api/organizations: the caller becomes its owner. */
export const createOrganizationRequestSchema = z.object({ name: organizationNameSchema }).strict();
export type CreateOrganizationRequest = z.input<typeof createOrganizationRequestSchema>;

/** PATCH /api/organizations/:organizationId (owner, admin). */
export const renameOrganizationRequestSchema = createOrganizationRequestSchema;
export type RenameOrganizationRequest = z.input<typeof renameOrganizationRequestSchema>;

/** POST /api/organizations (201), PATCH …/:organizationId, POST /api/invitations/accept. */
export const organizationReplySchema = z.object({ organization: organizationSummarySchema });
export type OrganizationReply = z.output<typeof organizationReplySchema>;

/** DELETE /api/organizations/:organizationId (owner): its surveys move to the owner's personal list. */
export const deleteOrganizationReplySchema = z.object({
  movedSurveyCount: z.number().int().nonnegative(),
});
export type DeleteOrganizationReply = z.output<typeof deleteOrganizationReplySchema>;

/** One member of an organization; `id` is the membership's id, used in member paths. */
export const organizationMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type OrganizationMember = z.output<typeof organizationMemberSchema>;

/** GET /api/organizations/:organizationId/members (any member): owner first, then by joining. */
export const listMembersReplySchema = z.object({
  organization: organizationSummarySchema,
  members: z.array(organizationMemberSchema),
});
export type ListMembersReply = z.output<typeof listMembersReplySchema>;

/** PATCH /api/organizations/:organizationId/members/:memberId (owner, admin; never the owner). */
export const changeMemberRoleRequestSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) }).strict();
export type ChangeMemberRoleRequest = z.input<typeof changeMemberRoleRequestSchema>;

/** PATCH …/members/:memberId. */
export const memberReplySchema = z.object({ member: organizationMemberSchema });
export type MemberReply = z.output<typeof memberReplySchema>;

/** POST /api/organizations/:organizationId/transfer-ownership (owner): the old owner becomes an admin. */
export const transferOwnershipRequestSchema = z.object({ memberId: id }).strict();
export type TransferOwnershipRequest = z.input<typeof transferOwnershipRequestSchema>;

/** POST …/transfer-ownership: the members afterwards. */
export const transferOwnershipReplySchema = listMembersReplySchema;
export type TransferOwnershipReply = ListMembersReply;

/** An invitation as the organization's owners and admins see it. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  state: z.enum(INVITATION_STATES),
  inviterName: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** GET /api/organizations/:organizationId/invitations (owner, admin): pending and expired ones, newest first. */
export const listInvitationsReplySchema = z.object({ invitations: z.array(invitationSchema) });
export type ListInvitationsReply = z.output<typeof listInvitationsReplySchema>;

/** POST /api/organizations/:organizationId/invitations (owner, admin): mails a link. */
export const createInvitationRequestSchema = z
  .object({ email: emailSchema, role: z.enum(ASSIGNABLE_ROLES).default("member") })
  .strict();
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** POST …/invitations (201) and POST …/invitations/:invitationId/resend (a new link; the old one stops working). */
export const invitationReplySchema = z.object({ invitation: invitationSchema });
export type InvitationReply = z.output<typeof invitationReplySchema>;

/** POST /api/invitations/preview and POST /api/invitations/accept: the token from the mailed link. */
export const invitationTokenRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export type InvitationTokenRequest = z.input<typeof invitationTokenRequestSchema>;

/** POST /api/invitations/preview (anyone holding the token): what the accept screen shows. */
export const invitationPreviewReplySchema = z.object({
  invitation: z.object({
    organizationName: z.string(),
    inviterName: z.string(),
    email: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
    state: z.enum(INVITATION_STATES),
    expiresAt: z.string(),
  }),
});
export type InvitationPreviewReply = z.output<typeof invitationPreviewReplySchema>;

/** POST /api/invitations/accept (signed in as the invited address): the organization joined. */
export const acceptInvitationReplySchema = organizationReplySchema;
export type AcceptInvitationReply = OrganizationReply;

/**
 * POST /api/surveys/:surveyId/move: `null` moves it to the caller's personal list. Replies with
 * core's surveyReplySchema (surveys/survey-replies.ts).
 */
export const moveSurveyRequestSchema = z.object({ organizationId: id.nullable() }).strict();
export type MoveSurveyRequest = z.input<typeof moveSurveyRequestSchema>;
