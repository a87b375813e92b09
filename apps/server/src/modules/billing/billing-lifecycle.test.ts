import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { userSubscriptions } from "../../db/schema/accounts";
import { billingNotices } from "../../db/schema/billing";
import { mailOutbox } from "../../db/schema/platform";
import { createPublishedSurvey, question } from "../public-surveys/test-surveys";
import { queueBillingNotice } from "./queue-billing-notice";
import { createBillingNoticeJob } from "./billing-notices";
import { BILLING_LIFECYCLE_JOB } from "./billing-lifecycle";
import type { OutboxMail } from "../mail-outbox/mail-outbox";

// The plan lifecycle on a moved clock: the job expires trials and ended terms at their date, and
// each billing mail goes out once, in the user's language, with a link to /billing.

const DAY = 86_400_000;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
});

/** One tick of the cron job, then the mails it queued. */
const runLifecycle = async () => {
  await server.jobs.send(BILLING_LIFECYCLE_JOB, {});
  await server.jobs.runDue([BILLING_LIFECYCLE_JOB]);
  await server.jobs.runDue(["billing-notice"]);
};

async function mailsTo(email: string) {
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
}

async function trialRow(userId: string) {
  const [row] = await server.db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), like(userSubscriptions.providerSubscriptionId, "trial_%")));
  return row;
}

describe("billing lifecycle job", () => {
  it("warns two days ahead, expires the trial at its end into read-only, keeps surveys collecting, and payment restores everything", async () => {
    clock = Date.now();
    const user = await signUpVerified(server);
    const { surveyId, shareId } = await createPublishedSurvey(user, { questions: [question("text", "q_1")] });
    const mailsBefore = (await mailsTo(user.email)).length;

    clock += 4 * DAY;
    await runLifecycle();
    expect(await mailsTo(user.email)).toHaveLength(mailsBefore);

    clock += 1 * DAY + 60_000;
    await runLifecycle();
    await runLifecycle();
    const warned = (await mailsTo(user.email)).slice(mailsBefore);
    expect(warned.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your Sondar trial ends on /)]);
    expect(warned[0]?.text).toContain(`${server.config.publicUrl}/billing`);
    expect((await trialRow(user.userId))?.status).toBe("trial");

    clock += 2 * DAY;
    await runLifecycle();
    await runLifecycle();
    expect((await trialRow(user.userId))?.status).toBe("inactive");
    const ended = (await mailsTo(user.email)).slice(mailsBefore + 1);
    expect(ended.map((mail) => mail.subject)).toEqual(["Your Sondar trial has ended"]);

    expect((await user.client.post("/api/surveys", {})).status).toBe(402);
    const save = await user.client.put(`/api/surveys/${surveyId}`, { title: "Changed" });
    expect(save.status).toBe(402);
    expect(await save.json()).toMatchObject({ error: { code: "SUBSCRIPTION_REQUIRED" } });
    const submitted = await server
      .client()
      .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_1: "Still collecting" } });
    expect(submitted.status).toBe(201);

    expect((await user.client.post("/api/billing/local/checkout", { plan: "monthly" })).status).toBe(200);
    expect((await user.client.post("/api/surveys", {})).status).toBe(201);
    expect((await user.client.put(`/api/surveys/${surveyId}`, { title: "Changed" })).status).toBe(200);
  });

  it("ends a cancelled plan when its term ends, after mailing the cancellation once", async () => {
    clock = Date.now();
    const user = await signUpVerified(server);
    await user.client.post("/api/billing/local/checkout", { plan: "monthly" });
    expect((await user.client.post("/api/billing/local/portal", { action: "cancel" })).status).toBe(200);
    await runLifecycle();
    const cancelledMails = (await mailsTo(user.email)).filter(
      (mail) => mail.subject === "Your Sondar Pro subscription is cancelled",
    );
    expect(cancelledMails).toHaveLength(1);
    expect(cancelledMails[0]?.text).toContain("stays active until");

    clock += 20 * DAY;
    await runLifecycle();
    expect((await user.client.post("/api/surveys", {})).status).toBe(201);

    clock += 15 * DAY;
    await runLifecycle();
    const [current] = await server.db
      .select({ status: userSubscriptions.status })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, user.userId), like(userSubscriptions.providerSubscriptionId, "lsub_%")));
    expect(current?.status).toBe("inactive");
    expect((await user.client.post("/api/surveys", {})).status).toBe(402);
  });

  it("writes each mail in the user's language: from the browser at sign-up, then as they choose", async () => {
    clock = Date.now();
    const spanish = await signUpVerified(server, { headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } });
    expect(await (await spanish.client.get("/api/me/language")).json()).toEqual({ language: "es" });
    const german = await signUpVerified(server);
    expect(await (await german.client.put("/api/me/language", { language: "de" })).json()).toEqual({ language: "de" });
    expect((await german.client.put("/api/me/language", { language: "xx" })).status).toBe(400);

    clock += 5 * DAY + 60_000;
    await runLifecycle();
    expect((await server.lastMailTo(spanish.email))?.subject).toMatch(/^Tu prueba de Sondar termina el /);
    expect((await server.lastMailTo(german.email))?.subject).toMatch(/^Ihre Sondar-Testphase endet am /);
  });
});

describe("billing notices", () => {
  it("go out once when two workers take the same notice at the same time", async () => {
    clock = Date.now();
    const user = await signUpVerified(server);
    const sent: OutboxMail[] = [];
    const job = createBillingNoticeJob({
      db: server.db,
      outbox: { ready: async () => {}, enqueue: async (_tx, mail) => (sent.push(mail), "recorded") },
      productName: "Sondar",
      publicUrl: server.config.publicUrl,
      now: () => new Date(clock),
    });
    const key = `payment-failed:test:${randomUUID()}`;
    await server.jobs.ready();
    await server.db.transaction((tx) =>
      queueBillingNotice(tx, server.jobs, {
        key,
        kind: "payment-failed",
        userId: user.userId,
        data: { amount: 1900, currency: "usd" },
      }),
    );
    await Promise.all([job.run({ key }, { id: "a", retryCount: 0 }), job.run({ key }, { id: "b", retryCount: 0 })]);
    await job.run({ key }, { id: "c", retryCount: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("$19.00");
  });

  it("give the claim back when writing the mail fails, so the retry writes it once", async () => {
    const user = await signUpVerified(server);
    let failures = 1;
    const sent: string[] = [];
    const job = createBillingNoticeJob({
      db: server.db,
      outbox: {
        ready: () => server.outbox.ready(),
        enqueue: async (tx, mail) => {
          // Written, then the transaction fails: neither the mail nor the notice's sent_at is kept.
          const id = await server.outbox.enqueue(tx, mail);
          if (failures-- > 0) throw new Error("database gone");
          sent.push(mail.subject);
          return id;
        },
      },
      productName: "Sondar",
      publicUrl: server.config.publicUrl,
      now: () => new Date(clock),
    });
    const key = `trial-ended:test:${randomUUID()}`;
    await server.db.transaction((tx) => queueBillingNotice(tx, server.jobs, { key, kind: "trial-ended", userId: user.userId }));
    const before = (await mailsTo(user.email)).length;
    await expect(job.run({ key }, { id: "a", retryCount: 0 })).rejects.toThrow("database gone");
    expect(await mailsTo(user.email)).toHaveLength(before);
    await job.run({ key }, { id: "a", retryCount: 1 });
    expect(sent).toEqual(["Your Sondar trial has ended"]);
    const mails = (await mailsTo(user.email)).slice(before);
    expect(mails.map((mail) => [mail.kind, mail.lang, mail.subject])).toEqual([["billing", "en", "Your Sondar trial has ended"]]);
    const [row] = await server.db.select({ n: count() }).from(billingNotices).where(eq(billingNotices.key, key));
    expect(row?.n).toBe(1);
  });
});
