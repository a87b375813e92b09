import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createServerPair, type SecondServer } from "../../../test/test-server-pair";
import { signUpVerified, type TestServer } from "../../../test/test-server";
import { webhookEndpoints } from "../../db/schema/webhooks";
import { makeActive } from "../public-surveys/test-surveys";
import { DELIVER_WEBHOOKS_JOB, DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";
import { startWebhookReceiver } from "./test-webhook-receiver";

// Two workers (each its own server and job runner, on one database) and an endpoint that is slow
// to answer: the lease of the first lapses while its requests are in flight
// (docs/decisions/181-webhook-delivery.md).
let first: TestServer;
let second: SecondServer;

beforeAll(async () => {
  ({ first, second } = await createServerPair({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_TIMEOUT_MS: "10000" } }));
});

/** Waits (a bounded while) until `done` holds; the caller's assertions tell what happened. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe("an endpoint's lease lapsing while its round is in flight", () => {
  it("sends each delivery once, and the worker that lost the lease leaves the new holder's lease alone", async () => {
    const owner = await signUpVerified(first, { name: "Owner" });
    await makeActive(first, owner.userId);
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const receiver = await startWebhookReceiver({ hold: () => released });
    const created = await owner.client.post("/api/webhooks", { url: receiver.url, events: ["response.completed"] });
    const endpoint = ((await created.json()) as { webhook: { id: string; secret: string } }).webhook;
    receiver.state.secret = endpoint.secret;
    const events = 12;
    for (let i = 0; i < events; i++) expect((await owner.client.post(`/api/webhooks/${endpoint.id}/test`, {})).status).toBe(201);

    // Worker A takes the endpoint and sends its first requests, which the receiver holds.
    await first.jobs.send(DISPATCH_WEBHOOKS_JOB, {});
    await first.jobs.runDue([DISPATCH_WEBHOOKS_JOB]);
    const workerA = first.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
    await until(() => receiver.state.requests >= 10);
    expect(receiver.state.requests).toBe(10);

    // A's lease lapses (its round outran it); worker B is handed the endpoint.
    const lapse = (busyUntil: Date) =>
      first.db.update(webhookEndpoints).set({ busyUntil }).where(eq(webhookEndpoints.id, endpoint.id));
    await lapse(new Date(Date.now() - 1_000));
    await second.jobs.send(DELIVER_WEBHOOKS_JOB, { endpointId: endpoint.id });
    const workerB = second.jobs.runDue([DELIVER_WEBHOOKS_JOB]);
    // B finds nothing to send: A's deliveries are A's (without the fix B sends them again; stop waiting then).
    await Promise.race([workerB, until(() => receiver.state.requests > 10)]);
    // A third worker holds the lease now; A must not release or overwrite it when it finishes.
    const otherLease = new Date(Date.now() + 60 * 60 * 1000);
    await lapse(otherLease);
    letGo();
    await Promise.all([workerA, workerB]);

    expect(receiver.received).toHaveLength(events);
    expect(new Set(receiver.received.map((event) => event.id)).size).toBe(events);
    expect(receiver.received.every((event) => event.verified)).toBe(true);
    const [row] = await first.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.busyUntil?.toISOString()).toBe(otherLease.toISOString());
  }, 60_000);
});
