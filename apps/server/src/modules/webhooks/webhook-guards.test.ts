import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { userActor } from "@sondar/core/teams/actor";
import { WEBHOOK_ENDPOINT_LIMIT } from "@sondar/core/webhooks/webhook-requests";
import { eq } from "drizzle-orm";
import { createMatrixActors } from "../../../test/access-matrix-actors";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";
import { DELIVER_WEBHOOKS_JOB, DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";
import { startWebhookReceiver } from "./test-webhook-receiver";
import { createWebhookEndpoint } from "./webhook-endpoints";

type Delivery = { status: string; responseStatus: number | null; responseExcerpt: string | null };

async function deliver(server: TestServer) {
  await server.jobs.send(DISPATCH_WEBHOOKS_JOB, {});
  await server.jobs.runDue([DISPATCH_WEBHOOKS_JOB]);
  await server.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
}

describe("outgoing requests without WEBHOOK_ALLOW_PRIVATE_TARGETS", () => {
  let server: TestServer;
  let actors: Awaited<ReturnType<typeof createMatrixActors<never>>>["actors"];

  beforeAll(async () => {
    server = await createTestServer({ env: { WEBHOOK_TIMEOUT_MS: "2000" } });
    ({ actors } = await createMatrixActors<never>(server, []));
  });

  it("refuses loopback (by address or by a name resolving to it) and the metadata address", async () => {
    const receiver = await startWebhookReceiver();
    const owner = actors.owner.client;
    for (const url of [receiver.url, `http://localhost:${receiver.port}/hook`, "http://169.254.169.254/latest/meta-data/"]) {
      const created = await owner.post("/api/webhooks", { url, events: ["response.completed"] });
      expect(created.status).toBe(201);
      const { webhook } = (await created.json()) as { webhook: { id: string } };
      expect((await owner.post(`/api/webhooks/${webhook.id}/test`, {})).status).toBe(201);
      await deliver(server);
      const { deliveries } = (await (await owner.get(`/api/webhooks/${webhook.id}/deliveries`)).json()) as {
        deliveries: Delivery[];
      };
      expect(deliveries[0], url).toMatchObject({ status: "pending", responseStatus: null });
      expect(deliveries[0]?.responseExcerpt, url).toMatch(/^Refused: .* is not a public address$/);
    }
    expect(receiver.state.requests).toBe(0);
  });
});

describe("a dead endpoint", () => {
  let server: TestServer;
  let actors: Awaited<ReturnType<typeof createMatrixActors<"other">>>["actors"];

  beforeAll(async () => {
    server = await createTestServer({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_TIMEOUT_MS: "5000" } });
    ({ actors } = await createMatrixActors(server, ["other"]));
  });

  it("does not hold up another endpoint's deliveries while it hangs", async () => {
    const dead = await startWebhookReceiver({ answer: () => "hang" });
    const healthy = await startWebhookReceiver();
    const add = async (client: typeof actors.owner.client, url: string) => {
      const res = await client.post("/api/webhooks", { url, events: ["response.completed"] });
      return ((await res.json()) as { webhook: { id: string; secret: string } }).webhook;
    };
    const deadEndpoint = await add(actors.owner.client, dead.url);
    const healthyEndpoint = await add(actors.other.client, healthy.url);
    healthy.state.secret = healthyEndpoint.secret;
    await server.jobs.start();
    try {
      await actors.owner.client.post(`/api/webhooks/${deadEndpoint.id}/test`, {});
      while (dead.state.hanging === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await actors.other.client.post(`/api/webhooks/${healthyEndpoint.id}/test`, {});
      while (healthy.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // The healthy endpoint got its event while the dead one's request was still waiting for an answer.
      expect(dead.state.hanging).toBe(1);
      expect(healthy.received[0]).toMatchObject({ type: "webhook.test", verified: true });
    } finally {
      await server.jobs.stop();
    }
  }, 30_000);
});

describe("who may manage webhooks", () => {
  let server: TestServer;
  let setup: Awaited<ReturnType<typeof createMatrixActors<"other" | "orgAdmin">>>;
  let personalId: string;
  let orgEndpointId: string;

  beforeAll(async () => {
    server = await createTestServer({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" } });
    setup = await createMatrixActors(server, ["other", "orgAdmin"]);
    const { owner } = setup.actors;
    const personal = await owner.client.post("/api/webhooks", {
      url: "https://hooks.example.com/a",
      events: ["response.completed"],
    });
    personalId = ((await personal.json()) as { webhook: { id: string } }).webhook.id;
    const org = await setup.actors.orgAdmin.client.post("/api/webhooks", {
      url: "https://hooks.example.com/org",
      events: ["survey.published"],
      organizationId: setup.orgId,
    });
    expect(org.status).toBe(201);
    orgEndpointId = ((await org.json()) as { webhook: { id: string } }).webhook.id;
  });

  const routes = (id: string) =>
    [
      ["GET", `/api/webhooks/${id}`],
      ["PATCH", `/api/webhooks/${id}`],
      ["POST", `/api/webhooks/${id}/rotate-secret`],
      ["GET", `/api/webhooks/${id}/deliveries`],
      ["POST", `/api/webhooks/${id}/test`],
      ["DELETE", `/api/webhooks/${id}`],
    ] as const;

  async function call(actor: keyof typeof setup.actors, method: string, path: string) {
    const client = setup.actors[actor].client;
    if (method === "GET") return (await client.get(path)).status;
    if (method === "DELETE") return (await client.delete(path)).status;
    if (method === "PATCH") return (await client.patch(path, { events: ["response.deleted"] })).status;
    return (await client.post(path, {})).status;
  }

  it("hides a personal endpoint from another user and refuses anonymous callers", async () => {
    for (const [method, path] of routes(personalId)) {
      expect(await call("other", method, path), `other ${method} ${path}`).toBe(404);
      expect(await call("anonymous", method, path), `anonymous ${method} ${path}`).toBe(401);
    }
    expect(
      (
        await setup.actors.anonymous.client.post("/api/webhooks", {
          url: "https://x.example.com",
          events: ["response.completed"],
        })
      ).status,
    ).toBe(401);
    expect((await setup.actors.other.client.get("/api/webhooks")).status).toBe(200);
    const listed = (await (await setup.actors.other.client.get("/api/webhooks")).json()) as { webhooks: unknown[] };
    expect(listed.webhooks).toEqual([]);
  });

  it("refuses an expired trial with the plan's words", async () => {
    const res = await setup.actors.expiredTrial.client.post("/api/webhooks", {
      url: "https://hooks.example.com/b",
      events: ["response.completed"],
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("SUBSCRIPTION_REQUIRED_WEBHOOKS");
  });

  it("lets an organization's owner and admin manage its endpoints, not a plain member", async () => {
    for (const [method, path] of routes(orgEndpointId).slice(0, 5)) {
      expect(await call("orgMember", method, path), `member ${method} ${path}`).toBe(403);
      expect(await call("other", method, path), `other ${method} ${path}`).toBe(404);
      expect(await call("owner", method, path), `owner ${method} ${path}`).toBeLessThan(300);
    }
    const byMember = await setup.actors.orgMember.client.post("/api/webhooks", {
      url: "https://hooks.example.com/m",
      events: ["response.completed"],
      organizationId: setup.orgId,
    });
    expect(byMember.status).toBe(403);
    const listed = (await (await setup.actors.owner.client.get(`/api/webhooks?organizationId=${setup.orgId}`)).json()) as {
      webhooks: { id: string }[];
    };
    expect(listed.webhooks.map((webhook) => webhook.id)).toEqual([orgEndpointId]);
  });

  it("answers another workspace's endpoint exactly as an id that does not exist, and a member without the right 403", async () => {
    const body = async (actor: keyof typeof setup.actors, path: string) => {
      const res = await setup.actors[actor].client.get(path);
      return [res.status, await res.json()];
    };
    const missing = await body("other", `/api/webhooks/${randomUUID()}`);
    expect(missing).toEqual([404, { error: expect.objectContaining({ code: "WEBHOOK_NOT_FOUND" }) }]);
    expect(await body("other", `/api/webhooks/${orgEndpointId}`)).toEqual(missing);
    expect(await body("other", `/api/webhooks/${personalId}`)).toEqual(missing);
    expect(await body("orgMember", `/api/webhooks/${personalId}`)).toEqual(missing);
    const [status, refused] = await body("orgMember", `/api/webhooks/${orgEndpointId}`);
    expect([status, (refused as { error: { code: string } }).error.code]).toEqual([403, "WEBHOOK_FORBIDDEN"]);
  });

  it("answers a key 404 for every endpoint outside its workspace, whatever its owner's role there", async () => {
    const { actors, orgId } = setup;
    const key = (
      actor: "owner" | "orgMember" | "orgAdmin",
      organizationId: string | null,
      scope: "read" | "read_write" = "read_write",
    ) => insertApiKey(server, { userId: actors[actor].userId as string, organizationId, scope });
    const v1Routes = (id: string) =>
      [
        ["GET", `/api/v1/webhooks/${id}`],
        ["PATCH", `/api/v1/webhooks/${id}`],
        ["POST", `/api/v1/webhooks/${id}/rotate-secret`],
        ["GET", `/api/v1/webhooks/${id}/deliveries`],
        ["POST", `/api/v1/webhooks/${id}/deliveries/${randomUUID()}/resend`],
        ["DELETE", `/api/v1/webhooks/${id}`],
      ] as const;
    const answer = async (secret: string, method: string, path: string) => {
      const client = actors.anonymous.client;
      const headers = { authorization: `Bearer ${secret}` };
      const res =
        method === "GET"
          ? await client.get(path, headers)
          : method === "DELETE"
            ? await client.delete(path, headers)
            : method === "PATCH"
              ? await client.patch(path, { events: ["response.deleted"] }, headers)
              : await client.post(path, {}, headers);
      return `${res.status} ${((await res.json()) as { error: { code: string } }).error.code}`;
    };
    const cases: [string, string, string][] = [
      // A plain member's personal key and an admin's: the organization's endpoint is not theirs to know of.
      [await key("orgMember", null), orgEndpointId, "404 WEBHOOK_NOT_FOUND"],
      [await key("orgAdmin", null), orgEndpointId, "404 WEBHOOK_NOT_FOUND"],
      [await key("orgAdmin", null, "read"), orgEndpointId, "404 WEBHOOK_NOT_FOUND"],
      // The owner's organization key and the owner's personal endpoint.
      [await key("owner", orgId), personalId, "404 WEBHOOK_NOT_FOUND"],
      // Within its workspace: the role's refusal, then the scope's.
      [await key("orgMember", orgId), orgEndpointId, "403 WEBHOOK_FORBIDDEN"],
      [await key("owner", orgId, "read"), orgEndpointId, "403 API_KEY_READ_ONLY"],
    ];
    for (const [secret, id, expected] of cases) {
      // Deleting last, and only where it is refused: every case sees the endpoint as it was.
      for (const [method, path] of v1Routes(id)) expect(await answer(secret, method, path), `${method} ${path}`).toBe(expected);
    }
  });

  it("keeps a workspace within its endpoint limit when creates arrive at once", async () => {
    const user = await signUpVerified(server, { name: "Busy" });
    await makeActive(server, user.userId);
    const room = 2;
    await server.db.insert(webhookEndpoints).values(
      Array.from({ length: WEBHOOK_ENDPOINT_LIMIT - room }, (_, i) => ({
        userId: user.userId,
        url: `https://hooks.example.com/${i}`,
        events: ["response.completed"],
        secret: "whsec_dGVzdA==",
      })),
    );
    // Straight to the service, so the creates reach the count together rather than one request's
    // preamble apart.
    const actor = { ...userActor(user.userId), now: new Date() };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createWebhookEndpoint(server.db, actor, {
          url: `https://hooks.example.com/new-${i}`,
          events: ["response.completed"],
        }).then(
          () => "created",
          (error: unknown) => (error as { code?: string }).code,
        ),
      ),
    );
    expect(outcomes.sort()).toEqual([
      "WEBHOOK_LIMIT_REACHED",
      "WEBHOOK_LIMIT_REACHED",
      "WEBHOOK_LIMIT_REACHED",
      "WEBHOOK_LIMIT_REACHED",
      "created",
      "created",
    ]);
    const held = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.userId));
    expect(held).toHaveLength(WEBHOOK_ENDPOINT_LIMIT);
  });

  it("refuses a survey the caller may not manage, and bad input field by field", async () => {
    const { surveyId } = (await createPublishedSurvey(
      { client: setup.actors.owner.client },
      { questions: [question("text", "q1", { title: "Hi" })] },
    )) as { surveyId: string };
    const byOther = await setup.actors.other.client.post("/api/webhooks", {
      url: "https://hooks.example.com/s",
      events: ["response.completed"],
      surveyId,
    });
    expect(byOther.status).toBe(404);
    const bad = await setup.actors.owner.client.post("/api/webhooks", { url: "ftp://x", events: [] });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields).sort()).toEqual(["events", "url"]);
  });
});
