import { randomUUID } from "node:crypto";
import { TEAMS_API } from "@sondar/core/teams/team-api-paths";
import type { OrganizationReply } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor } from "../public-surveys/test-surveys";
import { DELIVER_WEBHOOKS_JOB, DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";
import { startWebhookReceiver } from "./test-webhook-receiver";

let server: TestServer;
let owner: Actor;
let offsetMs = 0;

const QUESTIONS = [question("text", "q_name", { title: "Your name?", required: true })];

/** Runs a dispatch (as the minute's would), then the delivery jobs it queued (each runDue first lets the clock pass the jobs' start). */
async function deliver() {
  await server.jobs.send(DISPATCH_WEBHOOKS_JOB, {});
  await server.jobs.runDue([DISPATCH_WEBHOOKS_JOB]);
  await server.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
}

async function addEndpoint(actor: Actor, body: Record<string, unknown>) {
  const res = await actor.client.post("/api/webhooks", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { webhook: { id: string; secret: string } }).webhook;
}

beforeAll(async () => {
  server = await createTestServer({
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_TIMEOUT_MS: "1000", PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" },
    now: () => new Date(Date.now() + offsetMs),
  });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("webhook events and their delivery", () => {
  it("delivers one verified response.completed however often the same submission is retried", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const receiver = await startWebhookReceiver();
    const endpoint = await addEndpoint(owner, { url: receiver.url, events: ["response.completed"], surveyId });
    receiver.state.secret = endpoint.secret;
    const body = { clientSubmissionId: randomUUID(), answers: { q_name: "Ana" } };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => server.client().post(`/api/public/surveys/${shareId}/submit`, body)),
    );
    expect(replies.every((reply) => reply.status === 200 || reply.status === 201)).toBe(true);
    await deliver();
    await server.client().post(`/api/public/surveys/${shareId}/submit`, body);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      type: "response.completed",
      verified: true,
      data: { surveyId, status: "complete", answers: { q_name: "Ana" } },
    });
  });

  it("sends response.created on a session's first save only, then response.completed, and response.deleted", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const receiver = await startWebhookReceiver();
    const endpoint = await addEndpoint(owner, {
      url: receiver.url,
      events: ["response.created", "response.completed", "response.deleted"],
    });
    receiver.state.secret = endpoint.secret;
    const sessionId = randomUUID();
    const partial = (name: string) =>
      server.client().post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers: { q_name: name } });
    expect((await partial("A")).status).toBeLessThan(300);
    expect((await partial("Ab")).status).toBeLessThan(300);
    const submitted = await server
      .client()
      .post(`/api/public/surveys/${shareId}/submit`, { sessionId, clientSubmissionId: randomUUID(), answers: { q_name: "Abe" } });
    const { responseId } = (await submitted.json()) as { responseId: string };
    await deliver();
    const removed = await owner.client.post(`/api/surveys/${surveyId}/responses/delete`, { ids: [responseId] });
    expect(removed.status).toBe(200);
    await deliver();
    expect(receiver.received.map((event) => event.type)).toEqual(["response.created", "response.completed", "response.deleted"]);
    expect(receiver.received.every((event) => event.verified && event.data.responseId === responseId)).toBe(true);
  });

  it("tells a workspace endpoint when a survey is published and unpublished", async () => {
    const receiver = await startWebhookReceiver();
    const other = await signUpVerified(server, { name: "Publisher" });
    await makeActive(server, other.userId);
    const endpoint = await addEndpoint(other, { url: receiver.url, events: ["survey.published", "survey.unpublished"] });
    receiver.state.secret = endpoint.secret;
    const { surveyId } = (await createPublishedSurvey(other, { questions: QUESTIONS })) as { surveyId: string };
    expect((await other.client.post(`/api/surveys/${surveyId}/unpublish`, {})).status).toBe(200);
    await deliver();
    expect(receiver.received.map((event) => [event.type, event.data.surveyId, event.verified])).toEqual([
      ["survey.published", surveyId, true],
      ["survey.unpublished", surveyId, true],
    ]);
  });

  it("tries again after 5xx and 429 answers, and delivers on the third attempt", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const receiver = await startWebhookReceiver({ answer: (n) => (n === 1 ? 503 : n === 2 ? 429 : 200) });
    const endpoint = await addEndpoint(owner, { url: receiver.url, events: ["response.completed"], surveyId });
    receiver.state.secret = endpoint.secret;
    await server
      .client()
      .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_name: "Bo" } });
    await deliver();
    expect(receiver.state.requests).toBe(1);
    // Nothing is due before its retry time.
    await deliver();
    expect(receiver.state.requests).toBe(1);
    for (const attempt of [2, 3]) {
      offsetMs += 24 * 60 * 60 * 1000;
      await deliver();
      expect(receiver.state.requests).toBe(attempt);
    }
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.verified).toBe(true);
    const [delivery] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ status: "delivered", attempts: 3, responseStatus: 200 });
  });

  it("does not try again after a 4xx refusal", async () => {
    const receiver = await startWebhookReceiver({ answer: () => 410 });
    const endpoint = await addEndpoint(owner, { url: receiver.url, events: ["response.completed"] });
    const sent = await owner.client.post(`/api/webhooks/${endpoint.id}/test`, {});
    expect(sent.status).toBe(201);
    await deliver();
    offsetMs += 24 * 60 * 60 * 1000;
    await deliver();
    expect(receiver.state.requests).toBe(1);
    const log = (await (await owner.client.get(`/api/webhooks/${endpoint.id}/deliveries`)).json()) as {
      deliveries: { status: string; responseStatus: number; attempts: number; responseExcerpt: string; eventType: string }[];
    };
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        eventType: "webhook.test",
        status: "failed",
        responseStatus: 410,
        attempts: 1,
        responseExcerpt: "receiver is down",
      }),
    ]);
  });

  it("sends a delivery again on request, with the same event id", async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await addEndpoint(owner, { url: receiver.url, events: ["response.completed"] });
    receiver.state.secret = endpoint.secret;
    const { delivery } = (await (await owner.client.post(`/api/webhooks/${endpoint.id}/test`, {})).json()) as {
      delivery: { id: string };
    };
    await deliver();
    const again = await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`, {});
    expect(again.status).toBe(200);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]?.id).toBe(receiver.received[1]?.id);
    expect(receiver.received.every((event) => event.type === "webhook.test" && event.verified)).toBe(true);
  });

  it("holds deliveries while the workspace's plan has lapsed, and sends them once it is back", async () => {
    const trial = await signUpVerified(server, { name: "Trial" });
    const receiver = await startWebhookReceiver();
    const endpoint = await addEndpoint(trial, { url: receiver.url, events: ["response.completed"] });
    receiver.state.secret = endpoint.secret;
    expect((await trial.client.post(`/api/webhooks/${endpoint.id}/test`, {})).status).toBe(201);
    const setTrialEnd = (end: Date) =>
      server.db.update(userSubscriptions).set({ trialEnd: end }).where(eq(userSubscriptions.userId, trial.userId));
    await setTrialEnd(new Date(Date.now() + offsetMs - 60_000));
    await deliver();
    expect(receiver.state.requests).toBe(0);
    await setTrialEnd(new Date(Date.now() + offsetMs + 3 * 24 * 60 * 60 * 1000));
    offsetMs += 2 * 60 * 60 * 1000;
    await deliver();
    expect(receiver.received.map((event) => [event.type, event.verified])).toEqual([["webhook.test", true]]);
  });

  it("switches off an endpoint that keeps failing for a day, and mails its owner in their language", async () => {
    const receiver = await startWebhookReceiver({ answer: () => 500 });
    const german = await signUpVerified(server, { name: "Grete" });
    await makeActive(server, german.userId);
    expect((await german.client.put("/api/me/language", { language: "de" })).status).toBeLessThan(300);
    const endpoint = await addEndpoint(german, { url: receiver.url, events: ["response.completed"] });
    await server.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 20, failingSince: new Date(Date.now() + offsetMs - 25 * 60 * 60 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await german.client.post(`/api/webhooks/${endpoint.id}/test`, {});
    await deliver();
    const shown = (await (await german.client.get(`/api/webhooks/${endpoint.id}`)).json()) as {
      webhook: { enabled: boolean; disabledReason: string };
    };
    expect(shown.webhook).toMatchObject({ enabled: false, disabledReason: "failing" });
    const mail = await server.lastMailTo(german.email);
    expect(mail?.subject).toMatch(/Ein Webhook wurde ausgeschaltet/);
    expect(mail?.text).toContain(receiver.url);
    // Our one mail layout, in the owner's language, its button to Settings → Webhooks.
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.html).toMatch(/<a href="[^"]*\/settings\?tab=webhooks"[^>]*>Webhook-Einstellungen öffnen<\/a>/);
    expect(mail?.html).toContain(`>${server.config.productName}</p>`);
  });

  it("stops telling an endpoint about its survey once the survey moves to another workspace", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const receiver = await startWebhookReceiver();
    const endpoint = await addEndpoint(owner, { url: receiver.url, events: ["response.completed"], surveyId });
    receiver.state.secret = endpoint.secret;
    const created = await owner.client.post(TEAMS_API.organizations, { name: "Other workspace" });
    const organizationId = ((await created.json()) as OrganizationReply).organization.id;
    expect((await owner.client.post(TEAMS_API.moveSurvey(surveyId), { organizationId })).status).toBe(200);

    const submit = { clientSubmissionId: randomUUID(), answers: { q_name: "Moved" } };
    expect((await server.client().post(`/api/public/surveys/${shareId}/submit`, submit)).status).toBeLessThan(300);
    await deliver();
    // The personal workspace's endpoint is not told of a survey it no longer holds, nor lists it.
    expect(receiver.received).toHaveLength(0);
    const listed = (await (await owner.client.get("/api/webhooks")).json()) as { webhooks: { id: string }[] };
    expect(listed.webhooks.map((webhook) => webhook.id)).not.toContain(endpoint.id);
  });
});
