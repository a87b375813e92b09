import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";
import type { JobRunner } from "../../jobs/create-job-runner";
import { createLogger } from "../../lib/logger";
import { makeActive, type Actor } from "../public-surveys/test-surveys";
import { DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";
import { kickAfterChange } from "./kick-after-change";
import { createWebhookKick } from "./webhook-kick";

let server: TestServer;
let owner: Actor;
let endpointId: string;
/** The queues the kicks under test sent to, in order. */
let sent: string[];

/** A kick of its own (its own gap), sending to `sent` instead of the queue. */
const newKick = (gapMs = 100) =>
  createWebhookKick({
    db: server.db,
    jobs: () => ({ send: async (name: string) => void sent.push(name) }) as unknown as JobRunner,
    logger: createLogger("silent"),
    now: () => new Date(),
    gapMs,
  });

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** A delivery due now to the endpoint ("Send test event"). */
async function queueTestEvent() {
  expect((await owner.client.post(`/api/webhooks/${endpointId}/test`, {})).status).toBe(201);
}

beforeAll(async () => {
  server = await createTestServer({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" } });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  const created = await owner.client.post("/api/webhooks", {
    url: "https://hooks.example.com/k",
    events: ["response.completed"],
  });
  endpointId = ((await created.json()) as { webhook: { id: string } }).webhook.id;
});

beforeEach(async () => {
  sent = [];
  await server.db.delete(webhookDeliveries);
  await server.db
    .update(webhookEndpoints)
    .set({ enabled: true, disabledReason: null, busyUntil: null })
    .where(eq(webhookEndpoints.id, endpointId));
});

describe("the kick after a change", () => {
  it("answers kicks within the gap with one trailing kick at its end, instead of dropping them", async () => {
    const kick = newKick(1_000);
    // Nothing is due yet: the first kick looks and queues nothing; its gap starts.
    await kick();
    expect(sent).toEqual([]);
    // A change within the gap: its kicks wait for the gap's end, where one look finds the delivery.
    await queueTestEvent();
    await Promise.all([kick(), kick(), kick()]);
    expect(sent).toEqual([]);
    await until(() => sent.length > 0);
    expect(sent).toEqual([DISPATCH_WEBHOOKS_JOB]);
    // One trailing kick for all three: nothing more comes once a gap has passed again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sent).toEqual([DISPATCH_WEBHOOKS_JOB]);
  });

  it("queues nothing for deliveries of a switched-off endpoint, or one another job holds", async () => {
    await queueTestEvent();
    await server.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "manual" })
      .where(eq(webhookEndpoints.id, endpointId));
    await newKick()();
    await server.db
      .update(webhookEndpoints)
      .set({ enabled: true, disabledReason: null, busyUntil: new Date(Date.now() + 60_000) })
      .where(eq(webhookEndpoints.id, endpointId));
    await newKick()();
    expect(sent).toEqual([]);
    await server.db.update(webhookEndpoints).set({ busyUntil: null }).where(eq(webhookEndpoints.id, endpointId));
    await newKick()();
    expect(sent).toEqual([DISPATCH_WEBHOOKS_JOB]);
  });
});

describe("kickAfterChange", () => {
  it("kicks after a successful POST or DELETE only, not after a content edit (the builder's autosave) or a refusal", async () => {
    let kicks = 0;
    const app = new Hono();
    app.use(
      "/api/surveys/*",
      kickAfterChange(() => (kicks += 1)),
    );
    app.put("/api/surveys/:id", (c) => c.json({}));
    app.patch("/api/surveys/:id", (c) => c.json({}));
    app.post("/api/surveys/:id/publish", (c) => c.json({}));
    app.post("/api/surveys/:id/unpublish", (c) => c.json({}, 409));
    app.delete("/api/surveys/:id", (c) => c.body(null, 204));
    const call = async (method: string, path: string) => (await app.request(path, { method })).status;
    expect([await call("PUT", "/api/surveys/s1"), await call("PATCH", "/api/surveys/s1")]).toEqual([200, 200]);
    expect(kicks).toBe(0);
    expect(await call("POST", "/api/surveys/s1/unpublish")).toBe(409);
    expect(kicks).toBe(0);
    expect(await call("POST", "/api/surveys/s1/publish")).toBe(200);
    expect(await call("DELETE", "/api/surveys/s1")).toBe(204);
    expect(kicks).toBe(2);
  });
});
