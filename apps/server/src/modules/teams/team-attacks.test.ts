import { randomUUID } from "node:crypto";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import type { OrganizationReply } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { members } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { makeActive } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "../responses/test-responses";

// The attacks found on teams, kept as tests: a plain member deleting or exporting the team's
// surveys, and a trial user holding more than three surveys through an organization.

type User = { client: TestClient; userId: string; email: string };
let server: TestServer;

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function createOrganization(user: User, name = "Team"): Promise<string> {
  const res = await user.client.post(TEAMS_API.organizations, { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as OrganizationReply).organization.id;
}

async function addMember(orgId: string, user: User, role: "admin" | "member") {
  const id = randomUUID();
  await server.db.insert(members).values({ id, organizationId: orgId, userId: user.userId, role });
  return id;
}

async function withoutPlan(): Promise<User> {
  const user = await signUpVerified(server);
  await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, user.userId));
  return user;
}

const stillThere = async (id: string) => (await server.db.select().from(surveys).where(eq(surveys.id, id))).length === 1;

beforeAll(async () => {
  server = await createTestServer();
});

describe("a plain member of an organization", () => {
  let owner: User;
  let member: User;
  let orgId: string;
  let memberId: string;

  beforeAll(async () => {
    owner = await signUpVerified(server);
    await makeActive(server, owner.userId);
    member = await withoutPlan();
    orgId = await createOrganization(owner);
    memberId = await addMember(orgId, member, "member");
  });

  it("cannot delete the owner's survey, alone or in bulk", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId, organizationId: orgId });
    const res = await member.client.delete(`/api/surveys/${surveyId}`);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("SURVEY_DELETE_FORBIDDEN");
    const bulk = await member.client.post("/api/surveys/bulk-delete", { ids: [surveyId] });
    expect(await bulk.json()).toEqual({ deleted: [], failed: [surveyId] });
    expect(await stillThere(surveyId)).toBe(true);
  });

  it("cannot export the team's responses or delete them, but reads them", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId, organizationId: orgId });
    const ids = await insertResponses(server, surveyId, [{ at: 1, answers: {} }]);
    expect((await member.client.get(`/api/surveys/${surveyId}/responses`)).status).toBe(200);
    const link = await member.client.post(`/api/surveys/${surveyId}/responses/export-link`, { format: "csv", status: "all" });
    expect(await errorCode(link)).toBe("EXPORT_FORBIDDEN");
    const download = await member.client.get(`/api/surveys/${surveyId}/responses/export?format=json&status=all`);
    expect(download.status).toBe(403);
    const removed = await member.client.post(`/api/surveys/${surveyId}/responses/delete`, { ids });
    expect(await errorCode(removed)).toBe("RESPONSES_DELETE_FORBIDDEN");
  });

  it("may delete and export a survey they created in the organization", async () => {
    const surveyId = await insertSurvey(server, { createdBy: member.userId, organizationId: orgId });
    const link = await member.client.post(`/api/surveys/${surveyId}/responses/export-link`, { format: "csv", status: "all" });
    expect(link.status).toBe(200);
    expect((await member.client.delete(`/api/surveys/${surveyId}`)).status).toBe(204);
    expect(await stillThere(surveyId)).toBe(false);
  });

  it("may delete the owner's survey once the owner makes them an admin", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId, organizationId: orgId });
    expect((await owner.client.patch(TEAMS_API.member(orgId, memberId), { role: "admin" })).status).toBe(200);
    expect((await member.client.delete(`/api/surveys/${surveyId}`)).status).toBe(204);
    await owner.client.patch(TEAMS_API.member(orgId, memberId), { role: "member" });
  });
});

describe("a trial user with an organization", () => {
  it("holds at most three surveys across their personal list and every organization they own", async () => {
    const trial = await signUpVerified(server);
    const member = await withoutPlan();
    const orgId = await createOrganization(trial);
    await addMember(orgId, member, "member");

    expect((await trial.client.post("/api/surveys", {})).status).toBe(201);
    expect((await trial.client.post("/api/surveys", { organizationId: orgId })).status).toBe(201);
    expect((await member.client.post("/api/surveys", { organizationId: orgId })).status).toBe(201);

    for (const [client, body] of [
      [trial.client, {}],
      [trial.client, { organizationId: orgId }],
      [member.client, { organizationId: orgId }],
    ] as const) {
      const res = await client.post("/api/surveys", body);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("TRIAL_SURVEY_LIMIT");
    }
    const second = await createOrganization(trial, "Second team");
    expect(await errorCode(await trial.client.post("/api/surveys", { organizationId: second }))).toBe("TRIAL_SURVEY_LIMIT");
  });

  it("cannot take in another user's survey past the cap by a move", async () => {
    const trial = await signUpVerified(server);
    const orgId = await createOrganization(trial);
    for (let i = 0; i < 3; i += 1) expect((await trial.client.post("/api/surveys", { organizationId: orgId })).status).toBe(201);
    const admin = await signUpVerified(server);
    await makeActive(server, admin.userId);
    await addMember(orgId, admin, "admin");
    const theirs = await insertSurvey(server, { createdBy: admin.userId });
    const res = await admin.client.post(TEAMS_API.moveSurvey(theirs), { organizationId: orgId });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("TRIAL_SURVEY_LIMIT");
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, theirs));
    expect(row?.organizationId).toBeNull();
  });

  it("gets the organization's surveys back in their personal list when deleting it, still within the cap", async () => {
    const trial = await signUpVerified(server);
    const orgId = await createOrganization(trial);
    const created = await trial.client.post("/api/surveys", { organizationId: orgId });
    const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
    const res = await trial.client.delete(TEAMS_API.organization(orgId));
    expect(await res.json()).toEqual({ movedSurveyCount: 1 });
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, surveyId));
    expect(row).toMatchObject({ organizationId: null, createdBy: trial.userId });
  });
});

describe("the AI generator in an organization", () => {
  it("follows the plan of the organization the draft is for, and refuses non-members", async () => {
    const owner = await signUpVerified(server);
    await makeActive(server, owner.userId);
    const member = await withoutPlan();
    const outsider = await withoutPlan();
    const orgId = await createOrganization(owner, "Generators");
    await addMember(orgId, member, "member");
    const generate = (user: User, organizationId?: string) =>
      user.client.post("/api/ai/generate-survey", { prompt: "Feedback on our team offsite", organizationId });

    // The member has no plan of their own: personal drafts are refused, the organization's allowed.
    expect(await errorCode(await generate(member))).toBe("SUBSCRIPTION_REQUIRED_CREATE");
    expect((await generate(member, orgId)).status).toBe(200);
    const refused = await generate(outsider, orgId);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("SURVEY_EDIT_FORBIDDEN");
  });
});
