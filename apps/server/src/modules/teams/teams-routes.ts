import { organizationTwoFactorRequestSchema } from "@sondar/core/auth/account-security";
import {
  changeMemberRoleRequestSchema,
  createInvitationRequestSchema,
  createOrganizationRequestSchema,
  invitationTokenRequestSchema,
  renameOrganizationRequestSchema,
  transferOwnershipRequestSchema,
  type AcceptInvitationReply,
  type DeleteOrganizationReply,
  type InvitationPreviewReply,
  type InvitationReply,
  type ListInvitationsReply,
  type ListMembersReply,
  type ListOrganizationsReply,
  type MemberReply,
  type OrganizationReply,
  type TransferOwnershipReply,
} from "@sondar/core/teams/team-replies";
import { Hono, type Context } from "hono";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { requestClientIp } from "../../middleware/client-ip";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { acceptInvitation } from "./accept-invitation";
import { changeMemberRole } from "./change-member-role";
import { createInvitation } from "./create-invitation";
import { createOrganization } from "./create-organization";
import { deleteOrganization } from "./delete-organization";
import { findInvitationByToken } from "./find-invitation-by-token";
import { leaveOrganization } from "./leave-organization";
import { listInvitations } from "./list-invitations";
import { listMembers } from "./list-members";
import { listOrganizations } from "./list-organizations";
import { removeMember } from "./remove-member";
import { renameOrganization } from "./rename-organization";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { setOrganizationTwoFactor } from "./set-organization-two-factor";
import { transferOwnership } from "./transfer-ownership";

interface TeamsRouteDeps {
  auth: Auth;
  db: Database;
  outbox: MailOutbox;
  productName: string;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
}

type TeamsContext = Context<{ Variables: UserVariables }>;

/** Who asks, and about which organization. */
function caller(c: TeamsContext) {
  return { userId: c.get("user").id, organizationId: c.req.param("organizationId") ?? "" };
}

/** Organizations, members and invitations (docs/product/teams.md; paths in core's teams/team-api-paths.ts). */
export function teamsRoutes({ auth, db, outbox, productName, publicUrl, logger, now }: TeamsRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  const mailDeps = { db, outbox, productName, publicUrl, logger };
  // On each route rather than a path pattern, so no other module's routes are touched (route-order.test.ts).
  const signedIn = requireUser(auth);

  app.get("/api/organizations", signedIn, async (c) =>
    c.json({ organizations: await listOrganizations(db, c.get("user").id, now()) } satisfies ListOrganizationsReply),
  );

  app.post("/api/organizations", signedIn, async (c) => {
    const { name } = parseWith(createOrganizationRequestSchema, await readJsonBody(c, {}));
    const organization = await createOrganization(db, { userId: c.get("user").id, name, now: now() });
    return c.json({ organization } satisfies OrganizationReply, 201);
  });

  app.patch("/api/organizations/:organizationId", signedIn, async (c) => {
    const { name } = parseWith(renameOrganizationRequestSchema, await readJsonBody(c, {}));
    const organization = await renameOrganization(db, { ...caller(c), name });
    return c.json({ organization } satisfies OrganizationReply);
  });

  app.delete("/api/organizations/:organizationId", signedIn, async (c) => {
    const moved = await deleteOrganization(db, { ...caller(c), now: now() });
    return c.json({ movedSurveyCount: moved } satisfies DeleteOrganizationReply);
  });

  app.put("/api/organizations/:organizationId/two-factor", signedIn, async (c) => {
    const { required } = parseWith(organizationTwoFactorRequestSchema, await readJsonBody(c, {}));
    const organization = await setOrganizationTwoFactor(db, { ...caller(c), required });
    return c.json({ organization } satisfies OrganizationReply);
  });

  app.get("/api/organizations/:organizationId/members", signedIn, async (c) =>
    c.json((await listMembers(db, caller(c))) satisfies ListMembersReply),
  );

  app.patch("/api/organizations/:organizationId/members/:memberId", signedIn, async (c) => {
    const { role } = parseWith(changeMemberRoleRequestSchema, await readJsonBody(c, {}));
    const member = await changeMemberRole(db, { ...caller(c), memberId: c.req.param("memberId"), role, ip: requestClientIp(c) });
    return c.json({ member } satisfies MemberReply);
  });

  app.delete("/api/organizations/:organizationId/members/:memberId", signedIn, async (c) => {
    await removeMember(db, { ...caller(c), memberId: c.req.param("memberId"), ip: requestClientIp(c) });
    return c.body(null, 204);
  });

  app.post("/api/organizations/:organizationId/leave", signedIn, async (c) => {
    await leaveOrganization(db, caller(c));
    return c.body(null, 204);
  });

  app.post("/api/organizations/:organizationId/transfer-ownership", signedIn, async (c) => {
    const { memberId } = parseWith(transferOwnershipRequestSchema, await readJsonBody(c, {}));
    const reply = await transferOwnership(db, { ...caller(c), memberId, now: now(), ip: requestClientIp(c) });
    return c.json(reply satisfies TransferOwnershipReply);
  });

  app.get("/api/organizations/:organizationId/invitations", signedIn, async (c) => {
    const invitations = await listInvitations(db, { ...caller(c), now: now() });
    return c.json({ invitations } satisfies ListInvitationsReply);
  });

  app.post("/api/organizations/:organizationId/invitations", signedIn, async (c) => {
    const { email, role } = parseWith(createInvitationRequestSchema, await readJsonBody(c, {}));
    const invitation = await createInvitation(mailDeps, { ...caller(c), email, role, now: now(), ip: requestClientIp(c) });
    return c.json({ invitation } satisfies InvitationReply, 201);
  });

  app.post("/api/organizations/:organizationId/invitations/:invitationId/resend", signedIn, async (c) => {
    const invitation = await resendInvitation(mailDeps, { ...caller(c), invitationId: c.req.param("invitationId"), now: now() });
    return c.json({ invitation } satisfies InvitationReply);
  });

  app.delete("/api/organizations/:organizationId/invitations/:invitationId", signedIn, async (c) => {
    await revokeInvitation(db, { ...caller(c), invitationId: c.req.param("invitationId") });
    return c.body(null, 204);
  });

  // Whoever holds the link may see what it is for, so the sign-up screen can say so.
  app.post("/api/invitations/preview", async (c) => {
    const { token } = parseWith(invitationTokenRequestSchema, await readJsonBody(c, {}));
    const { organizationName, inviterName, email, role, state, expiresAt } = await findInvitationByToken(db, token, now());
    const invitation = { organizationName, inviterName, email, role, state, expiresAt: expiresAt.toISOString() };
    return c.json({ invitation } satisfies InvitationPreviewReply);
  });

  app.post("/api/invitations/accept", signedIn, async (c) => {
    const { token } = parseWith(invitationTokenRequestSchema, await readJsonBody(c, {}));
    const organization = await acceptInvitation(db, { user: c.get("user"), token, now: now() });
    return c.json({ organization } satisfies AcceptInvitationReply);
  });

  return app;
}
