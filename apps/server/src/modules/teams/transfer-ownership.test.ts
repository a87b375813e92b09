import { randomUUID } from "node:crypto";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { listMembersReplySchema } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { members, organizations } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { makeActive, type Actor } from "../public-surveys/test-surveys";

// Handing an organization to a member hands its surveys to the member's plan: that plan must
// exist and, on a trial, hold them within the cap (docs/product/teams.md#surveys-and-the-plan).

let server: TestServer;
let owner: Actor;

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Olivia Owner" });
  await makeActive(server, owner.userId);
});

/** An organization the owner owns with `surveyCount` surveys in it (one archived more) and `member` in it. */
async function organizationWith(member: Actor, surveyCount: number) {
  const orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  const memberId = randomUUID();
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
    { id: memberId, organizationId: orgId, userId: member.userId, role: "member" },
  ]);
  for (let i = 0; i < surveyCount + 1; i += 1) {
    const res = await owner.client.post("/api/surveys", { organizationId: orgId });
    expect(res.status).toBe(201);
    if (i === surveyCount) {
      const surveyId = ((await res.json()) as { survey: { id: string } }).survey.id;
      expect((await owner.client.post(`/api/surveys/${surveyId}/archive`, {})).status).toBe(200);
    }
  }
  return { orgId, memberId };
}

async function roles(orgId: string) {
  const res = await owner.client.get(TEAMS_API.members(orgId));
  return Object.fromEntries(listMembersReplySchema.parse(await res.json()).members.map((m) => [m.userId, m.role]));
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("transferring ownership", () => {
  it("refuses a trial member whom the organization's surveys would take over the trial's cap, and changes nothing", async () => {
    const member = await signUpVerified(server);
    expect((await member.client.post("/api/surveys", {})).status).toBe(201);
    const { orgId, memberId } = await organizationWith(member, 3);
    const res = await owner.client.post(TEAMS_API.transferOwnership(orgId), { memberId });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe("TRANSFER_TRIAL_LIMIT");
    expect(await roles(orgId)).toEqual({ [owner.userId]: "owner", [member.userId]: "member" });
  });

  it("refuses a member with no plan of their own", async () => {
    const member = await signUpVerified(server);
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, member.userId));
    const { orgId, memberId } = await organizationWith(member, 0);
    const res = await owner.client.post(TEAMS_API.transferOwnership(orgId), { memberId });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe("TRANSFER_NEEDS_PLAN");
    expect(await roles(orgId)).toEqual({ [owner.userId]: "owner", [member.userId]: "member" });
  });

  it("refuses a member whose trial has ended", async () => {
    const member = await signUpVerified(server);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(userSubscriptions.userId, member.userId));
    const { orgId, memberId } = await organizationWith(member, 1);
    const res = await owner.client.post(TEAMS_API.transferOwnership(orgId), { memberId });
    expect(await errorCode(res)).toBe("TRANSFER_NEEDS_PLAN");
  });

  it("hands the organization to a trial member when its surveys fit in the cap; archived ones do not count", async () => {
    const member = await signUpVerified(server);
    expect((await member.client.post("/api/surveys", {})).status).toBe(201);
    const { orgId, memberId } = await organizationWith(member, 2);
    const res = await owner.client.post(TEAMS_API.transferOwnership(orgId), { memberId });
    expect(res.status).toBe(200);
    expect(await roles(orgId)).toEqual({ [owner.userId]: "admin", [member.userId]: "owner" });
    // The new owner's trial now covers all three: a fourth is refused.
    const fourth = await member.client.post("/api/surveys", {});
    expect(await errorCode(fourth)).toBe("TRIAL_SURVEY_LIMIT");
  });

  it("hands any organization to a member on a paid plan", async () => {
    const member = await signUpVerified(server);
    await makeActive(server, member.userId);
    const { orgId, memberId } = await organizationWith(member, 5);
    const res = await owner.client.post(TEAMS_API.transferOwnership(orgId), { memberId });
    expect(res.status).toBe(200);
    expect(await roles(orgId)).toEqual({ [owner.userId]: "admin", [member.userId]: "owner" });
  });
});
