import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveys } from "../../db/schema/surveys";
import { createMatrixActors, type MatrixActor } from "../../../test/access-matrix-actors";
import { createTestServer, type TestServer } from "../../../test/test-server";

// Every surveys endpoint × every kind of caller, each cell on a survey made fresh for it:
// only the cells the rules allow succeed.

type ActorName = "anonymous" | "owner" | "anotherUser" | "expiredTrial" | "trialAtCap" | "orgMember" | "nonMember";
type Endpoint = "list" | "get" | "create" | "save" | "publish" | "unpublish" | "duplicate" | "delete" | "bulkDelete";

const EXPECTED: Record<Endpoint, Record<ActorName, number>> = {
  list: { anonymous: 401, owner: 200, anotherUser: 200, expiredTrial: 200, trialAtCap: 200, orgMember: 200, nonMember: 200 },
  get: { anonymous: 401, owner: 200, anotherUser: 404, expiredTrial: 200, trialAtCap: 200, orgMember: 200, nonMember: 404 },
  create: { anonymous: 401, owner: 201, anotherUser: 201, expiredTrial: 402, trialAtCap: 403, orgMember: 201, nonMember: 403 },
  save: { anonymous: 401, owner: 200, anotherUser: 403, expiredTrial: 402, trialAtCap: 200, orgMember: 200, nonMember: 403 },
  publish: { anonymous: 401, owner: 200, anotherUser: 404, expiredTrial: 402, trialAtCap: 200, orgMember: 200, nonMember: 404 },
  unpublish: { anonymous: 401, owner: 200, anotherUser: 404, expiredTrial: 402, trialAtCap: 200, orgMember: 200, nonMember: 404 },
  duplicate: { anonymous: 401, owner: 201, anotherUser: 404, expiredTrial: 402, trialAtCap: 403, orgMember: 201, nonMember: 404 },
  delete: { anonymous: 401, owner: 200, anotherUser: 404, expiredTrial: 402, trialAtCap: 200, orgMember: 200, nonMember: 404 },
  bulkDelete: {
    anonymous: 401,
    owner: 200,
    anotherUser: 200,
    expiredTrial: 402,
    trialAtCap: 200,
    orgMember: 200,
    nonMember: 200,
  },
};

let server: TestServer;
let orgId: string;
let actors: Record<ActorName, MatrixActor>;

/** The survey each caller acts on: their own, the organization's, or the owner's. */
async function targetFor(actor: ActorName): Promise<string> {
  const ownerOf: Record<ActorName, ActorName> = {
    anonymous: "owner",
    owner: "owner",
    anotherUser: "owner",
    expiredTrial: "expiredTrial",
    trialAtCap: "trialAtCap",
    orgMember: "owner",
    nonMember: "owner",
  };
  const createdBy = actors[ownerOf[actor]].userId as string;
  const inOrg = actor === "orgMember" || actor === "nonMember";
  // Inserted directly so that making the target never counts against the caller's cap checks.
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy,
      organizationId: inOrg ? orgId : null,
      status: actor === "trialAtCap" ? "archived" : "draft",
      title: "Target",
    })
    .returning();
  return row?.id as string;
}

async function call(endpoint: Endpoint, actor: ActorName): Promise<Response> {
  const { client } = actors[actor];
  const inOrg = actor === "orgMember" || actor === "nonMember";
  if (endpoint === "list") return client.get(inOrg ? `/api/surveys?organizationId=${orgId}` : "/api/surveys");
  if (endpoint === "create") return client.post("/api/surveys", inOrg ? { organizationId: orgId } : {});
  const id = await targetFor(actor);
  switch (endpoint) {
    case "get":
      return client.get(`/api/surveys/${id}`);
    case "save":
      return client.put(`/api/surveys/${id}`, { title: "Changed" });
    case "publish":
    case "unpublish":
    case "duplicate":
      return client.post(`/api/surveys/${id}/${endpoint}`);
    case "delete":
      return client.delete(`/api/surveys/${id}`);
    case "bulkDelete":
      return client.post("/api/surveys/bulk-delete", { ids: [id] });
  }
}

beforeAll(async () => {
  server = await createTestServer();
  ({ actors, orgId } = await createMatrixActors(server, ["anotherUser", "trialAtCap", "nonMember"]));
  for (let i = 0; i < 3; i += 1)
    await server.db.insert(surveys).values({ createdBy: actors.trialAtCap.userId as string, title: `Cap ${i}` });
});

describe("surveys endpoints × callers", () => {
  for (const [endpoint, row] of Object.entries(EXPECTED) as [Endpoint, Record<ActorName, number>][]) {
    it(`${endpoint}: ${Object.entries(row)
      .map(([a, s]) => `${a} ${s}`)
      .join(", ")}`, async () => {
      const actual: Record<string, number> = {};
      for (const actor of Object.keys(row) as ActorName[]) actual[actor] = (await call(endpoint, actor)).status;
      expect(actual).toEqual(row);
    });
  }

  it("bulk delete by someone without access deletes nothing and reports the id as failed", async () => {
    const id = await targetFor("anotherUser");
    const res = await actors.anotherUser.client.post("/api/surveys/bulk-delete", { ids: [id] });
    expect(await res.json()).toEqual({ deleted: [], failed: [id] });
    expect(await server.db.select().from(surveys).where(eq(surveys.id, id))).toHaveLength(1);
  });

  it("a non-member's organization list is empty even though the organization has surveys", async () => {
    await targetFor("orgMember");
    const res = await actors.nonMember.client.get(`/api/surveys?organizationId=${orgId}`);
    expect(await res.json()).toEqual({ surveys: [], total: 0 });
  });
});
