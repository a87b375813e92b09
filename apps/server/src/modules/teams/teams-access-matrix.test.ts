import { randomUUID } from "node:crypto";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { eq, inArray, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { invitations, members, organizations } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { matrixRowTitle } from "../../../test/access-matrix-actors";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { makeActive } from "../public-surveys/test-surveys";
import { createInvitationToken } from "./invitation-token";

// Every teams endpoint × every kind of caller, each cell on an organization made fresh for it:
// only the cells core's table allows succeed, and a refused call changes nothing.

type ActorName = "anonymous" | "owner" | "admin" | "member" | "nonMember" | "expiredPlan";
type Endpoint =
  | "listOrganizations"
  | "create"
  | "rename"
  | "delete"
  | "listMembers"
  | "changeRole"
  | "removeMember"
  | "leave"
  | "transfer"
  | "listInvitations"
  | "invite"
  | "resend"
  | "revoke"
  | "preview"
  | "acceptOtherAddress"
  | "moveIn"
  | "moveOut"
  | "listSurveys";

// expiredPlan owns the cell's organization on an expired trial: managing a team needs no plan,
// moving a survey (a write on the surveys) does.
const EXPECTED: Record<Endpoint, Record<ActorName, number>> = {
  listOrganizations: { anonymous: 401, owner: 200, admin: 200, member: 200, nonMember: 200, expiredPlan: 200 },
  create: { anonymous: 401, owner: 201, admin: 201, member: 201, nonMember: 201, expiredPlan: 201 },
  rename: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 200 },
  delete: { anonymous: 401, owner: 200, admin: 403, member: 403, nonMember: 404, expiredPlan: 200 },
  listMembers: { anonymous: 401, owner: 200, admin: 200, member: 200, nonMember: 404, expiredPlan: 200 },
  changeRole: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 200 },
  removeMember: { anonymous: 401, owner: 204, admin: 204, member: 403, nonMember: 404, expiredPlan: 204 },
  leave: { anonymous: 401, owner: 409, admin: 204, member: 204, nonMember: 404, expiredPlan: 409 },
  transfer: { anonymous: 401, owner: 200, admin: 403, member: 403, nonMember: 404, expiredPlan: 200 },
  listInvitations: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 200 },
  invite: { anonymous: 401, owner: 201, admin: 201, member: 403, nonMember: 404, expiredPlan: 201 },
  resend: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 200 },
  revoke: { anonymous: 401, owner: 204, admin: 204, member: 403, nonMember: 404, expiredPlan: 204 },
  preview: { anonymous: 200, owner: 200, admin: 200, member: 200, nonMember: 200, expiredPlan: 200 },
  acceptOtherAddress: { anonymous: 401, owner: 403, admin: 403, member: 403, nonMember: 403, expiredPlan: 403 },
  moveIn: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 402 },
  moveOut: { anonymous: 401, owner: 200, admin: 200, member: 403, nonMember: 404, expiredPlan: 402 },
  listSurveys: { anonymous: 401, owner: 200, admin: 200, member: 200, nonMember: 200, expiredPlan: 200 },
};

const CODES: Partial<Record<Endpoint, Partial<Record<number, string>>>> = {
  leave: { 409: "OWNER_CANNOT_LEAVE" },
  acceptOtherAddress: { 403: "INVITATION_WRONG_ADDRESS" },
  moveIn: { 403: "SURVEY_MOVE_FORBIDDEN", 404: "ORGANIZATION_NOT_FOUND", 402: "SUBSCRIPTION_REQUIRED_MOVE" },
  moveOut: { 403: "SURVEY_MOVE_FORBIDDEN", 404: "SURVEY_NOT_FOUND", 402: "SUBSCRIPTION_REQUIRED_MOVE" },
};
const DEFAULT_CODES: Record<number, string> = {
  401: "UNAUTHENTICATED",
  403: "ORGANIZATION_FORBIDDEN",
  404: "ORGANIZATION_NOT_FOUND",
};

let server: TestServer;
const users = {} as Record<Exclude<ActorName, "anonymous"> | "target", { client: TestClient; userId: string }>;
let anonymous: TestClient;

/** One cell's organization: its owner, an admin, a member, a target member, a pending invitation and two surveys. */
interface Cell {
  orgId: string;
  targetMemberId: string;
  invitationId: string;
  token: string;
  orgSurveyId: string;
  personalSurveyId: string;
}

async function makeCell(actor: ActorName): Promise<Cell> {
  const orgId = randomUUID();
  const ownerId = actor === "expiredPlan" ? users.expiredPlan.userId : users.owner.userId;
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: orgId });
  const targetMemberId = randomUUID();
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: users.admin.userId, role: "admin" },
    { id: randomUUID(), organizationId: orgId, userId: users.member.userId, role: "member" },
    { id: targetMemberId, organizationId: orgId, userId: users.target.userId, role: "member" },
  ]);
  const { token, tokenHash } = createInvitationToken();
  const invitationId = randomUUID();
  await server.db.insert(invitations).values({
    id: invitationId,
    organizationId: orgId,
    email: `invited-${invitationId}@example.com`,
    role: "member",
    status: "pending",
    expiresAt: new Date(Date.now() + 86_400_000),
    inviterId: ownerId,
    tokenHash,
  });
  const [orgSurvey] = await server.db
    .insert(surveys)
    .values({ createdBy: ownerId, organizationId: orgId, title: "Team" })
    .returning();
  const personalOwner = actor === "anonymous" ? users.owner.userId : users[actor].userId;
  const [personal] = await server.db.insert(surveys).values({ createdBy: personalOwner, title: "Mine" }).returning();
  return {
    orgId,
    targetMemberId,
    invitationId,
    token,
    orgSurveyId: orgSurvey?.id as string,
    personalSurveyId: personal?.id as string,
  };
}

function call(endpoint: Endpoint, client: TestClient, cell: Cell): Promise<Response> {
  const { orgId } = cell;
  switch (endpoint) {
    case "listOrganizations":
      return client.get(TEAMS_API.organizations);
    case "create":
      return client.post(TEAMS_API.organizations, { name: "New team" });
    case "rename":
      return client.patch(TEAMS_API.organization(orgId), { name: "Renamed" });
    case "delete":
      return client.delete(TEAMS_API.organization(orgId));
    case "listMembers":
      return client.get(TEAMS_API.members(orgId));
    case "changeRole":
      return client.patch(TEAMS_API.member(orgId, cell.targetMemberId), { role: "admin" });
    case "removeMember":
      return client.delete(TEAMS_API.member(orgId, cell.targetMemberId));
    case "leave":
      return client.post(TEAMS_API.leave(orgId));
    case "transfer":
      return client.post(TEAMS_API.transferOwnership(orgId), { memberId: cell.targetMemberId });
    case "listInvitations":
      return client.get(TEAMS_API.invitations(orgId));
    case "invite":
      return client.post(TEAMS_API.invitations(orgId), { email: `new-${randomUUID()}@example.com`, role: "member" });
    case "resend":
      return client.post(TEAMS_API.resendInvitation(orgId, cell.invitationId));
    case "revoke":
      return client.delete(TEAMS_API.invitation(orgId, cell.invitationId));
    case "preview":
      return client.post(TEAMS_API.previewInvitation, { token: cell.token });
    case "acceptOtherAddress":
      return client.post(TEAMS_API.acceptInvitation, { token: cell.token });
    case "moveIn":
      return client.post(TEAMS_API.moveSurvey(cell.personalSurveyId), { organizationId: orgId });
    case "moveOut":
      return client.post(TEAMS_API.moveSurvey(cell.orgSurveyId), { organizationId: null });
    case "listSurveys":
      return client.get(TEAMS_API.surveys(orgId));
  }
}

/** Everything a teams call could change about the cell. */
async function stateOf(cell: Cell) {
  const orgRows = await server.db.select().from(organizations).where(eq(organizations.id, cell.orgId));
  const memberRows = await server.db.select().from(members).where(eq(members.organizationId, cell.orgId)).orderBy(members.id);
  const invitationRows = await server.db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, cell.orgId))
    .orderBy(invitations.id);
  const surveyRows = await server.db
    .select()
    .from(surveys)
    .where(or(inArray(surveys.id, [cell.orgSurveyId, cell.personalSurveyId]), eq(surveys.organizationId, cell.orgId)))
    .orderBy(surveys.id);
  return { orgRows, memberRows, invitationRows, surveyRows };
}

const READS: Endpoint[] = ["listOrganizations", "create", "listMembers", "listInvitations", "preview", "listSurveys"];

beforeAll(async () => {
  server = await createTestServer();
  anonymous = server.client();
  for (const name of ["owner", "admin", "member", "nonMember", "expiredPlan", "target"] as const) {
    users[name] = await signUpVerified(server, { name });
  }
  await makeActive(server, users.owner.userId);
  // The admin pays for their own plan, so a survey they move out has a plan to land on.
  await makeActive(server, users.admin.userId);
  // The target of a transfer pays too: the organization's surveys move to the new owner's plan.
  await makeActive(server, users.target.userId);
  await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, users.member.userId));
  await server.db
    .update(userSubscriptions)
    .set({ trialEnd: new Date(Date.now() - 60_000) })
    .where(eq(userSubscriptions.userId, users.expiredPlan.userId));
});

describe("teams endpoints × callers", () => {
  for (const [endpoint, row] of Object.entries(EXPECTED) as [Endpoint, Record<ActorName, number>][]) {
    it(matrixRowTitle(endpoint, row), async () => {
      const actual: Record<string, number> = {};
      for (const actor of Object.keys(row) as ActorName[]) {
        const cell = await makeCell(actor);
        const before = await stateOf(cell);
        const res = await call(endpoint, actor === "anonymous" ? anonymous : users[actor].client, cell);
        actual[actor] = res.status;
        const body = (res.status === 204 ? null : await res.json()) as Record<string, unknown> | null;
        const after = await stateOf(cell);
        const label = `${endpoint} ${actor}`;
        if (res.status >= 400) {
          const code = CODES[endpoint]?.[res.status] ?? DEFAULT_CODES[res.status];
          expect(body, label).toEqual({ error: { code, message: expect.any(String) as string } });
          expect(after, label).toEqual(before);
        } else if (READS.includes(endpoint)) {
          expect(after, label).toEqual(before);
        } else {
          expect(after, label).not.toEqual(before);
        }
      }
      expect(actual).toEqual(row);
    });
  }

  it("shows a non-member neither the organization in their list nor its surveys", async () => {
    const cell = await makeCell("nonMember");
    const orgs = (await (await users.nonMember.client.get(TEAMS_API.organizations)).json()) as {
      organizations: { id: string }[];
    };
    expect(orgs.organizations.map((o) => o.id)).not.toContain(cell.orgId);
    const list = await users.nonMember.client.get(TEAMS_API.surveys(cell.orgId));
    expect(await list.json()).toEqual({ surveys: [], total: 0 });
    const asMember = (await (await users.member.client.get(TEAMS_API.surveys(cell.orgId))).json()) as { total: number };
    expect(asMember.total).toBe(1);
  });

  it("never lets anyone change or remove the owner, nor an admin promote anyone to owner", async () => {
    const cell = await makeCell("admin");
    const ownerRow = (await server.db.select().from(members).where(eq(members.organizationId, cell.orgId))).find(
      (m) => m.role === "owner",
    );
    const demote = await users.admin.client.patch(TEAMS_API.member(cell.orgId, ownerRow?.id as string), { role: "member" });
    expect(demote.status).toBe(409);
    const remove = await users.admin.client.delete(TEAMS_API.member(cell.orgId, ownerRow?.id as string));
    expect(remove.status).toBe(409);
    const promote = await users.admin.client.patch(TEAMS_API.member(cell.orgId, cell.targetMemberId), { role: "owner" });
    expect(promote.status).toBe(400);
    expect(
      (
        await server.db
          .select()
          .from(members)
          .where(eq(members.id, ownerRow?.id as string))
      )[0]?.role,
    ).toBe("owner");
  });

  it("closes the auth library's own organization routes", async () => {
    const res = await users.member.client.post("/api/auth/organization/create", { name: "Side door", slug: "side-door" });
    expect(res.status).toBe(404);
    const accept = await users.member.client.post("/api/auth/organization/accept-invitation", { invitationId: randomUUID() });
    expect(accept.status).toBe(404);
  });
});
