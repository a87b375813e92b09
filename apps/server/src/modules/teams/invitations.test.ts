import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import type { InvitationReply, OrganizationReply } from "@sondar/core/teams/team-replies";
import {
  acceptInvitationReplySchema,
  invitationPreviewReplySchema,
  invitationReplySchema,
  listOrganizationsReplySchema,
} from "@sondar/core/teams/team-replies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userNotificationSettings, userSubscriptions } from "../../db/schema/accounts";
import { invitations, members } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { makeActive } from "../public-surveys/test-surveys";

// Invitation links: mailed in the inviter's language, valid once, only for the invited address,
// until they expire, are revoked or replaced by a resend.

let server: TestServer;
let owner: { client: TestClient; userId: string; email: string };
let orgId: string;
let counter = 0;

async function invite(email = `invitee${(counter += 1)}-${Date.now()}@example.com`, role: "admin" | "member" = "member") {
  const res = await owner.client.post(TEAMS_API.invitations(orgId), { email, role });
  expect(res.status).toBe(201);
  const { invitation } = invitationReplySchema.parse(await res.json());
  return { email, invitation, token: await tokenMailedTo(email) };
}

/** The token in the newest mail to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await server.lastMailTo(email);
  const token = mail?.text.match(/\/register\?invite=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Olivia Owner" });
  await makeActive(server, owner.userId);
  await server.db
    .update(userNotificationSettings)
    .set({ language: "de" })
    .where(eq(userNotificationSettings.userId, owner.userId));
  const created = await owner.client.post(TEAMS_API.organizations, { name: "Acme Research" });
  orgId = ((await created.json()) as OrganizationReply).organization.id;
});

describe("invitations", () => {
  it("mails a link in the inviter's language naming the organization and the inviter, and stores only the token's hash", async () => {
    const { email, token, invitation } = await invite();
    const mail = await server.lastMailTo(email);
    expect(mail?.subject).toBe("Olivia Owner hat Sie zu Acme Research auf Sondar eingeladen");
    // Written to the outbox with the invitation, in one transaction; the outbox sends it.
    expect(mail).toMatchObject({ kind: "invitation", lang: "de", status: "queued" });
    expect(mail?.text).toContain(`http://localhost:3000/register?invite=${token}`);
    const [row] = await server.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(invitation).toMatchObject({ email, role: "member", state: "pending", inviterName: "Olivia Owner" });
  });

  it("shows whoever holds the link what it is for, without signing in", async () => {
    const { email, token } = await invite();
    const res = await server.client().post(TEAMS_API.previewInvitation, { token });
    expect(invitationPreviewReplySchema.parse(await res.json()).invitation).toMatchObject({
      organizationName: "Acme Research",
      inviterName: "Olivia Owner",
      email,
      state: "pending",
    });
  });

  it("gives a user who signs up with a pending invitation no trial, and lets them join once", async () => {
    const { email, token } = await invite(undefined, "admin");
    const invitee = await signUpVerified(server, { email });
    expect(await server.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, invitee.userId))).toEqual([]);

    const accepted = await invitee.client.post(TEAMS_API.acceptInvitation, { token });
    expect(accepted.status).toBe(200);
    expect(acceptInvitationReplySchema.parse(await accepted.json()).organization).toMatchObject({ id: orgId, role: "admin" });
    const [membership] = await server.db
      .select()
      .from(members)
      .where(and(eq(members.organizationId, orgId), eq(members.userId, invitee.userId)));
    expect(membership?.role).toBe("admin");
    // With no plan of their own, the invitee works under the owner's: the list says what it allows.
    const listed = listOrganizationsReplySchema.parse(await (await invitee.client.get(TEAMS_API.organizations)).json());
    expect(listed.organizations.find((o) => o.id === orgId)?.plan).toMatchObject({
      canCreateSurveys: true,
      canEditSurveys: true,
    });

    const again = await invitee.client.post(TEAMS_API.acceptInvitation, { token });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("INVITATION_USED");
    const preview = await server.client().post(TEAMS_API.previewInvitation, { token });
    expect(invitationPreviewReplySchema.parse(await preview.json()).invitation.state).toBe("accepted");
  });

  it("refuses another address and leaves the invitation pending for the right one", async () => {
    const { email, token } = await invite();
    const stranger = await signUpVerified(server);
    const res = await stranger.client.post(TEAMS_API.acceptInvitation, { token });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("INVITATION_WRONG_ADDRESS");
    expect(await server.db.select().from(members).where(eq(members.userId, stranger.userId))).toEqual([]);
    const invitee = await signUpVerified(server, { email });
    expect((await invitee.client.post(TEAMS_API.acceptInvitation, { token })).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const { email, token, invitation } = await invite();
    const invitee = await signUpVerified(server, { email });
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    const res = await invitee.client.post(TEAMS_API.acceptInvitation, { token });
    expect(res.status).toBe(410);
    expect(await errorCode(res)).toBe("INVITATION_EXPIRED");
    expect(await server.db.select().from(members).where(eq(members.userId, invitee.userId))).toEqual([]);
  });

  it("refuses a revoked link", async () => {
    const { email, token, invitation } = await invite();
    expect((await owner.client.delete(TEAMS_API.invitation(orgId, invitation.id))).status).toBe(204);
    const invitee = await signUpVerified(server, { email });
    const res = await invitee.client.post(TEAMS_API.acceptInvitation, { token });
    expect(res.status).toBe(410);
    expect(await errorCode(res)).toBe("INVITATION_REVOKED");
    const list = (await (await owner.client.get(TEAMS_API.invitations(orgId))).json()) as { invitations: { id: string }[] };
    expect(list.invitations.map((i) => i.id)).not.toContain(invitation.id);
  });

  it("replaces the link on resend: the old one is no longer valid, the new one works and is valid again", async () => {
    const { email, token: oldToken, invitation } = await invite();
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    const resent = await owner.client.post(TEAMS_API.resendInvitation(orgId, invitation.id));
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as InvitationReply).invitation.state).toBe("pending");
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);

    const invitee = await signUpVerified(server, { email });
    const old = await invitee.client.post(TEAMS_API.acceptInvitation, { token: oldToken });
    expect(old.status).toBe(404);
    expect(await errorCode(old)).toBe("INVITATION_NOT_FOUND");
    expect((await invitee.client.post(TEAMS_API.acceptInvitation, { token: newToken })).status).toBe(200);
  });

  it("answers an unknown link as not valid", async () => {
    const res = await server.client().post(TEAMS_API.previewInvitation, { token: "not-a-real-token" });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("INVITATION_NOT_FOUND");
  });

  it("refuses a second invitation to a pending address and one to a member", async () => {
    const { email } = await invite();
    const twice = await owner.client.post(TEAMS_API.invitations(orgId), { email, role: "member" });
    expect(twice.status).toBe(409);
    expect(await errorCode(twice)).toBe("INVITATION_ALREADY_PENDING");
    const member = await owner.client.post(TEAMS_API.invitations(orgId), { email: owner.email, role: "member" });
    expect(member.status).toBe(409);
    expect(await errorCode(member)).toBe("ALREADY_MEMBER");
  });
});
