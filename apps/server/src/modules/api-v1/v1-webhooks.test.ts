import { randomUUID } from "node:crypto";
import type { WebhookDelivery, WebhookEndpoint } from "@sondar/core/webhooks/webhook-replies";
import { beforeAll, describe, expect, it } from "vitest";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor } from "../public-surveys/test-surveys";
import { DELIVER_WEBHOOKS_JOB, DISPATCH_WEBHOOKS_JOB } from "../webhooks/deliver-webhooks";
import { startWebhookReceiver } from "../webhooks/test-webhook-receiver";

// /api/v1/webhooks end to end: a key subscribes a receiver on loopback, a response arrives, the
// delivery shows in the log and can be sent again; the REST-hook pattern (docs/product/webhooks.md).

let server: TestServer;
let owner: Actor;
let key: string;

const QUESTIONS = [question("text", "q_name", { title: "Your name?", required: true })];

type Endpoint = WebhookEndpoint;
type Delivery = WebhookDelivery;

/** Runs a dispatch (as the minute's would), then the delivery jobs it queued. */
async function deliver() {
  await server.jobs.send(DISPATCH_WEBHOOKS_JOB, {});
  await server.jobs.runDue([DISPATCH_WEBHOOKS_JOB]);
  await server.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
}

const auth = (k: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${k}`, ...more });

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  server = await createTestServer({
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_TIMEOUT_MS: "1000", PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" },
  });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  key = await insertApiKey(server, { userId: owner.userId, scope: "read_write" });
});

describe("/api/v1/webhooks", () => {
  it("subscribes a receiver that gets a verified delivery, lists it and sends it again", async () => {
    const client = server.client();
    const { surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const receiver = await startWebhookReceiver();
    const created = await json<Endpoint>(
      await client.post("/api/v1/webhooks", { url: receiver.url, events: ["response.completed"], surveyId }, auth(key)),
      201,
    );
    expect(created).toMatchObject({ url: receiver.url, events: ["response.completed"], surveyId, enabled: true });
    expect(created.secret).toMatch(/^whsec_/);
    receiver.state.secret = created.secret;

    const submitted = await client.post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_name: "Ana" },
    });
    expect(submitted.status).toBeLessThan(300);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ type: "response.completed", verified: true, data: { surveyId } });

    const log = await json<{ data: Delivery[] }>(await client.get(`/api/v1/webhooks/${created.id}/deliveries`, auth(key)), 200);
    expect(log.data).toHaveLength(1);
    const [delivery] = log.data as [Delivery];
    expect(delivery).toMatchObject({ eventType: "response.completed", status: "delivered", attempts: 1, responseStatus: 200 });
    expect(delivery.eventId).toBe(receiver.received[0]?.id);

    const resent = await json<Delivery>(
      await client.post(`/api/v1/webhooks/${created.id}/deliveries/${delivery.id}/resend`, {}, auth(key)),
      200,
    );
    expect(resent).toMatchObject({ id: delivery.id, status: "pending", attempts: 0 });
    await deliver();
    // Sent again with the same webhook-id, so a receiver that has it can tell.
    expect(receiver.received.map((event) => [event.id, event.verified])).toEqual([
      [delivery.eventId, true],
      [delivery.eventId, true],
    ]);
  });

  it("lists, reads, changes, rotates the secret of and deletes an endpoint", async () => {
    const client = server.client();
    const created = await json<Endpoint>(
      await client.post("/api/v1/webhooks", { url: "https://receiver.example/a", events: ["survey.published"] }, auth(key)),
      201,
    );
    expect(created.surveyId).toBeNull();
    const list = await json<{ data: Endpoint[] }>(await client.get("/api/v1/webhooks", auth(key)), 200);
    expect(list.data.map((endpoint) => endpoint.id)).toContain(created.id);
    expect(await json<Endpoint>(await client.get(`/api/v1/webhooks/${created.id}`, auth(key)), 200)).toEqual(created);

    const changed = await json<Endpoint>(
      await client.patch(`/api/v1/webhooks/${created.id}`, { events: ["survey.unpublished"], enabled: false }, auth(key)),
      200,
    );
    expect(changed).toMatchObject({ id: created.id, events: ["survey.unpublished"], enabled: false, secret: created.secret });

    const rotated = await json<Endpoint>(await client.post(`/api/v1/webhooks/${created.id}/rotate-secret`, {}, auth(key)), 200);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    const removed = await client.delete(`/api/v1/webhooks/${created.id}`, auth(key));
    expect(removed.status).toBe(204);
    const gone = await json<{ error: { code: string } }>(await client.get(`/api/v1/webhooks/${created.id}`, auth(key)), 404);
    expect(gone.error.code).toBe("WEBHOOK_NOT_FOUND");
  });

  it("creates one endpoint for one Idempotency-Key however often the subscription is sent", async () => {
    const client = server.client();
    const body = { url: "https://receiver.example/zap", events: ["response.completed"] };
    const headers = auth(key, { "idempotency-key": randomUUID() });
    const first = await json<Endpoint>(await client.post("/api/v1/webhooks", body, headers), 201);
    const again = await json<Endpoint>(await client.post("/api/v1/webhooks", body, headers), 201);
    expect(again.id).toBe(first.id);
    const list = await json<{ data: Endpoint[] }>(await client.get("/api/v1/webhooks", auth(key)), 200);
    expect(list.data.filter((endpoint) => endpoint.url === body.url)).toHaveLength(1);
  });

  it("refuses a read-only key even a list, since every answer holds a secret, and names what is wrong with bad input", async () => {
    const client = server.client();
    const readOnly = await insertApiKey(server, { userId: owner.userId, scope: "read" });
    const refused = await json<{ error: { code: string } }>(await client.get("/api/v1/webhooks", auth(readOnly)), 403);
    expect(refused.error.code).toBe("API_KEY_READ_ONLY");
    const bad = await json<{ error: { code: string; fields: Record<string, string[]> } }>(
      await client.post("/api/v1/webhooks", { url: "ftp://x", events: [] }, auth(key)),
      400,
    );
    expect(bad.error.code).toBe("VALIDATION_FAILED");
    expect(bad.error.fields).toMatchObject({
      url: ["Enter a full http:// or https:// address, without a user name or password"],
      events: ["Choose at least one event"],
    });
  });

  it("starts delivery as soon as a survey is published through /api/v1, without waiting for the minute's dispatch", async () => {
    const client = server.client();
    const receiver = await startWebhookReceiver();
    const created = await json<Endpoint>(
      await client.post("/api/v1/webhooks", { url: receiver.url, events: ["survey.published"] }, auth(key)),
      201,
    );
    receiver.state.secret = created.secret;
    const draft = await json<{ survey: { id: string } }>(await client.post("/api/v1/surveys", {}, auth(key)), 201);
    await client.patch(`/api/v1/surveys/${draft.survey.id}`, { questions: QUESTIONS }, auth(key));
    // Past the per-process gap between two kicks, so this publish may start delivery itself.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await client.post(`/api/v1/surveys/${draft.survey.id}/publish`, {}, auth(key))).status).toBe(200);
    // Only what the publish queued runs: no dispatch is sent by the test.
    for (let i = 0; i < 50 && receiver.received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await server.jobs.runDue([DISPATCH_WEBHOOKS_JOB]);
      await server.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
    }
    expect(receiver.received).toMatchObject([{ type: "survey.published", verified: true }]);
  });
});
