import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import { listOrganizationsReplySchema, type OrganizationReply } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";

// The session names the plan's real state, so a banner never tells a lapsed payer or an invitee
// that their trial ended (docs/product/plans-and-trial.md#plan-standing).

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function standing(client: TestClient) {
  const res = await client.get("/api/session");
  return ((await res.json()) as { me: { entitlements: { standing: string } } }).me.entitlements.standing;
}

async function portal(client: TestClient, action: Record<string, unknown>) {
  const res = await client.post("/api/billing/local/portal", action);
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("the plan's standing in the session", () => {
  it("is a running trial after sign-up, and an ended trial once it has run out", async () => {
    const { client, userId } = await signUpVerified(server);
    expect(await standing(client)).toBe("trial");
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(userSubscriptions.userId, userId));
    expect(await standing(client)).toBe("trial_ended");
    await server.jobs.runDue(["billing-lifecycle"]);
    expect(await standing(client)).toBe("trial_ended");
  });

  it("is an ended paid plan for a customer who paid, cancelled and let the term run out", async () => {
    const { client } = await signUpVerified(server);
    expect((await client.post("/api/billing/local/checkout", { plan: "monthly" })).status).toBe(200);
    expect(await standing(client)).toBe("paid");
    await portal(client, { action: "cancel" });
    expect(await standing(client)).toBe("paid");
    await portal(client, { action: "advance-clock", days: 40 });
    await server.jobs.runDue(["billing-lifecycle"]);
    expect(await standing(client)).toBe("paid_ended");
  });

  it("is no plan for an invited member, whose organization's entry carries its owner's standing", async () => {
    const owner = await signUpVerified(server, { name: "Olivia Owner" });
    const created = await owner.client.post(TEAMS_API.organizations, { name: "Acme Research" });
    const orgId = ((await created.json()) as OrganizationReply).organization.id;
    const email = `invitee-${Date.now()}@example.com`;
    expect((await owner.client.post(TEAMS_API.invitations(orgId), { email, role: "member" })).status).toBe(201);
    const token = (await server.lastMailTo(email))?.text.match(/\/register\?invite=([\w-]+)/)?.[1];
    const invitee = await signUpVerified(server, { email });
    expect((await invitee.client.post(TEAMS_API.acceptInvitation, { token })).status).toBe(200);
    expect(await standing(invitee.client)).toBe("none");
    const list = listOrganizationsReplySchema.parse(await (await invitee.client.get(TEAMS_API.organizations)).json());
    expect(list.organizations.map((o) => [o.name, o.plan.standing])).toEqual([["Acme Research", "trial"]]);
  });
});
