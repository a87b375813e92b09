import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MailAdapter, MailMessage } from "../adapters/mail/mail-adapter";
import { userNotificationSettings } from "../db/schema/accounts";
import { jobs } from "../db/schema/jobs";
import { mailOutbox } from "../db/schema/platform";
import { surveys } from "../db/schema/surveys";
import { createLogger } from "../lib/logger";
import { createPublishedSurvey, makeActive, question, type Actor } from "../modules/public-surveys/test-surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../test/test-server";
import { createJobWorker } from "./job-worker";
import { RESPONSE_ALERT_JOB } from "./job-kinds";
import { createResponseAlertHandler } from "./response-alert";

let server: TestServer;
let owner: Actor;

const mailsTo = (to: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const pendingAlerts = () => server.db.select().from(jobs).where(eq(jobs.kind, RESPONSE_ALERT_JOB));

async function respond(shareId: string) {
  const res = await server
    .client()
    .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_1: "Hi" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { responseId: string }).responseId;
}

/** Runs every due job, as the worker's poll would. */
async function drain(at?: Date) {
  while ((await server.jobs.runOnce(at)) > 0);
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  await drain();
});

describe("response alerts", () => {
  it("enqueues a job with the response, and the worker mails the owner once with the count", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Lunch poll", questions: [question("text", "q_1")] });
    const responseId = await respond(shareId as string);
    const queued = (await pendingAlerts()).filter((j) => (j.payload as { responseId: string }).responseId === responseId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 0, doneAt: null });
    const before = (await mailsTo(owner.email)).length;
    expect(await server.jobs.runOnce()).toBe(1);
    expect(await server.jobs.runOnce()).toBe(0);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(before + 1);
    const mail = await server.lastMailTo(owner.email);
    expect(mail?.subject).toBe('New response to "Lunch poll"');
    expect(mail?.text).toContain("It now has 1 response.");
    expect(mail?.text).toMatch(/\/surveys\/[0-9a-f-]{36}\/responses/);
    const [done] = await server.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, queued[0]?.id as string));
    expect(done?.doneAt).toBeInstanceOf(Date);

    await respond(shareId as string);
    await drain();
    expect((await server.lastMailTo(owner.email))?.text).toContain("It now has 2 responses.");
  });

  it("sends nothing when the owner turned response alerts or all e-mail off", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Quiet", questions: [question("text", "q_1")] });
    const count = async () => (await mailsTo(owner.email)).length;
    const before = await count();
    await server.db
      .insert(userNotificationSettings)
      .values({ userId: owner.userId, surveyResponseAlerts: false })
      .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { surveyResponseAlerts: false } });
    await respond(shareId as string);
    await drain();
    expect(await count()).toBe(before);
    await server.db
      .update(userNotificationSettings)
      .set({ surveyResponseAlerts: true, emailNotifications: false })
      .where(eq(userNotificationSettings.userId, owner.userId));
    await respond(shareId as string);
    await drain();
    expect(await count()).toBe(before);
    await server.db
      .update(userNotificationSettings)
      .set({ emailNotifications: true })
      .where(eq(userNotificationSettings.userId, owner.userId));
  });

  it("sends nothing when the owner id is not a UUID", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, { title: "Legacy", questions: [question("text", "q_1")] });
    const legacyId = "legacy-user-1";
    const { users } = await import("../db/schema/auth");
    await server.db.insert(users).values({ id: legacyId, name: "Legacy", email: "legacy@example.com", emailVerified: true });
    await server.db.update(surveys).set({ createdBy: legacyId }).where(eq(surveys.id, surveyId));
    await respond(shareId as string);
    await drain();
    expect(await mailsTo("legacy@example.com")).toEqual([]);
  });

  it("retries a failing mail with backoff, and gives up after five attempts", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Flaky", questions: [question("text", "q_1")] });
    await drain();
    const sent: MailMessage[] = [];
    let failures = 1;
    const flaky: MailAdapter = {
      kind: "outbox",
      send: async (message) => {
        if (failures-- > 0) throw new Error("SMTP is down");
        sent.push(message);
      },
    };
    const logger = createLogger("silent");
    const worker = createJobWorker({
      db: server.db,
      logger,
      handlers: {
        [RESPONSE_ALERT_JOB]: createResponseAlertHandler({
          db: server.db,
          mail: flaky,
          logger,
          productName: "Sondar",
          publicUrl: "http://localhost:3000",
        }),
      },
    });
    const responseId = await respond(shareId as string);
    const jobOf = async () =>
      (await pendingAlerts()).find((j) => (j.payload as { responseId: string }).responseId === responseId);
    const start = Date.now();
    expect(await worker.runOnce(new Date(start))).toBe(1);
    const failed = await jobOf();
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: "SMTP is down", lockedUntil: null });
    // Not due again until the backoff has passed.
    expect((failed?.runAt.getTime() ?? 0) - start).toBeGreaterThanOrEqual(29_000);
    expect(await worker.runOnce(new Date(start + 1_000))).toBe(0);
    expect(await worker.runOnce(new Date(start + 31_000))).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['New response to "Flaky"']);
    expect(await jobOf()).toMatchObject({ attempts: 2, lastError: null });
    expect((await jobOf())?.doneAt).toBeInstanceOf(Date);

    // A mail that always fails is tried five times, then left with its error.
    failures = 100;
    const doomed = await respond(shareId as string);
    let at = Date.now();
    for (let i = 0; i < 7; i++) {
      await worker.runOnce(new Date(at));
      at += 60 * 60_000;
    }
    const [dead] = (await pendingAlerts()).filter((j) => (j.payload as { responseId: string }).responseId === doomed);
    expect(dead).toMatchObject({ attempts: 5, doneAt: null, lastError: "SMTP is down" });
  });

  it("deletes finished jobs after a week, keeping failed ones", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Old", questions: [question("text", "q_1")] });
    const responseId = await respond(shareId as string);
    await drain();
    const ofResponse = async () =>
      (await pendingAlerts()).filter((j) => (j.payload as { responseId: string }).responseId === responseId);
    expect(await ofResponse()).toHaveLength(1);
    const pruning = createJobWorker({ db: server.db, logger: createLogger("silent"), handlers: {} });
    await pruning.runOnce(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    expect(await ofResponse()).toEqual([]);
    // Jobs that gave up are not finished: they stay, with their error, for someone to look at.
    expect((await pendingAlerts()).some((j) => j.attempts === 5 && j.doneAt === null)).toBe(true);
  });

  it("start() polls in the background and stop() ends it", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Polled", questions: [question("text", "q_1")] });
    await respond(shareId as string);
    server.jobs.start();
    await expect
      .poll(async () => (await server.lastMailTo(owner.email))?.subject, { timeout: 5_000 })
      .toBe('New response to "Polled"');
    await server.jobs.stop();
  });
});
