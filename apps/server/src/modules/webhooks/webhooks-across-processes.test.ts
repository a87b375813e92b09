import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createServerPair, type SecondServer } from "../../../test/test-server-pair";
import { createClient, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";
import { DELIVER_WEBHOOKS_JOB, DISPATCH_WEBHOOKS_JOB } from "./deliver-webhooks";
import { startWebhookReceiver } from "./test-webhook-receiver";

// Two servers on one database, each with its own job runner; on PostgreSQL each has its own
// connection pool, as two `npm start` would (PGlite is one process only: there they share it).
let first: TestServer;
let second: SecondServer;

beforeAll(async () => {
  ({ first, second } = await createServerPair({
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" },
  }));
});

describe("webhooks across two server processes", () => {
  it("delivers exactly one verified response.completed while the same submission is retried 50 times at once on both", async () => {
    const owner = await signUpVerified(first, { name: "Owner" });
    await makeActive(first, owner.userId);
    const { surveyId, shareId } = (await createPublishedSurvey(owner, {
      questions: [question("text", "q_name", { title: "Your name?", required: true })],
    })) as { surveyId: string; shareId: string };
    const receiver = await startWebhookReceiver();
    const created = await owner.client.post("/api/webhooks", { url: receiver.url, events: ["response.completed"], surveyId });
    receiver.state.secret = ((await created.json()) as { webhook: { secret: string } }).webhook.secret;

    const body = { clientSubmissionId: randomUUID(), answers: { q_name: "Ana" } };
    const apps = [first.app, second.app];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createClient(apps[i % 2] as typeof first.app, `203.0.113.${i}`).post(`/api/public/surveys/${shareId}/submit`, body),
      ),
    );
    expect(replies.map((reply) => reply.status).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    const ids = new Set(
      await Promise.all(replies.map(async (reply) => ((await reply.json()) as { responseId: string }).responseId)),
    );
    expect(ids.size).toBe(1);

    // Both processes dispatch and deliver at the same time, twice over.
    for (let round = 0; round < 2; round += 1) {
      await Promise.all([first.jobs, second.jobs].map((jobs) => jobs.send(DISPATCH_WEBHOOKS_JOB, {})));
      await Promise.all([first.jobs, second.jobs].map((jobs) => jobs.runDue([DISPATCH_WEBHOOKS_JOB])));
      await Promise.all([first.jobs, second.jobs].map((jobs) => jobs.runDue([DELIVER_WEBHOOKS_JOB])));
    }
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      type: "response.completed",
      verified: true,
      data: { surveyId, responseId: [...ids][0], answers: { q_name: "Ana" } },
    });
  }, 60_000);
});
