import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { mailOutbox } from "../../db/schema/platform";
import { pendingResponseAlerts, responseAlertBatches } from "../../db/schema/response-alerts";
import { surveys } from "../../db/schema/surveys";
import { createLogger } from "../../lib/logger";
import { createPublishedSurvey, makeActive, question, type Actor } from "../public-surveys/test-surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createJobRunner, type JobRunner } from "../../jobs/create-job-runner";
import type { MailOutbox, OutboxMail } from "../mail-outbox/mail-outbox";
import { createResponseAlertJobs, DISPATCH_RESPONSE_ALERTS_JOB, SEND_RESPONSE_ALERT_JOB } from "./response-alerts";

let server: TestServer;
let owner: Actor;
let other: Actor;
let respondents = 0;
// The server's clock, moved by the tests: the alert windows are measured on it.
let clock = Date.now();
const minutes = (n: number) => n * 60_000;

const mailsTo = (to: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function respond(shareId: string) {
  // A new client address each time: the public submit limit counts per address.
  respondents += 1;
  const res = await server
    .client(`203.0.113.${respondents % 250}`)
    .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_1: "Hi" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { responseId: string }).responseId;
}

/** What the minute's cron tick does, then the owners' jobs it queued. */
async function alertOwners(jobs: JobRunner = server.jobs) {
  await jobs.send(DISPATCH_RESPONSE_ALERTS_JOB, {});
  await jobs.runDue([DISPATCH_RESPONSE_ALERTS_JOB]);
  return jobs.runDue([SEND_RESPONSE_ALERT_JOB]);
}

/** Lets every survey's alert window pass. */
function endAlertWindow() {
  clock += minutes(5);
}

/** A runner of the alert jobs alone, writing their mail to `outbox`, on the tests' clock. */
function alertJobsWritingTo(outbox: MailOutbox): JobRunner {
  const logger = createLogger("silent");
  const jobs: JobRunner = createJobRunner({
    db: server.db,
    logger,
    definitions: createResponseAlertJobs({
      db: server.db,
      outbox,
      logger,
      productName: "Sondar",
      publicUrl: "http://localhost:3000",
      jobs: () => jobs,
      now: () => new Date(clock),
    }),
  });
  return jobs;
}

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
  owner = await signUpVerified(server, { name: "Owner" });
  other = await signUpVerified(server, { name: "Other" });
  await makeActive(server, owner.userId);
  await makeActive(server, other.userId);
});

describe("owner alerts", () => {
  it("writes a pending alert with the response, and mails the owner once per window with the new responses", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, {
      title: "Lunch poll",
      questions: [question("text", "q_1")],
    });
    const responseId = await respond(shareId as string);
    expect(await server.db.select().from(pendingResponseAlerts).where(eq(pendingResponseAlerts.surveyId, surveyId))).toEqual([
      { surveyId, responseId },
    ]);
    const before = (await mailsTo(owner.email)).length;
    expect(await alertOwners()).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(before + 1);
    const mail = await server.lastMailTo(owner.email);
    expect(mail?.subject).toBe('New response to "Lunch poll"');
    expect(mail?.text).toContain('Your survey "Lunch poll" has a new response.');
    expect(mail?.text).toContain(`http://localhost:3000/surveys/${surveyId}/responses`);
    expect(await server.db.select().from(pendingResponseAlerts)).toEqual([]);
    expect(await server.db.select().from(responseAlertBatches)).toEqual([]);

    // Three more inside the window: no mail yet, and they wait.
    for (let i = 0; i < 3; i++) await respond(shareId as string);
    expect(await alertOwners()).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(before + 1);
    expect(await server.db.select().from(pendingResponseAlerts)).toHaveLength(3);

    // The next window's mail counts only the responses since the last one.
    endAlertWindow();
    expect(await alertOwners()).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(before + 2);
    expect((await server.lastMailTo(owner.email))?.subject).toBe('3 new responses to "Lunch poll"');
  });

  it("a burst on one survey makes one mail, and other owners get theirs in the same round", async () => {
    endAlertWindow();
    const busy = await createPublishedSurvey(owner, { title: "Busy", questions: [question("text", "q_1")] });
    const quiet = await createPublishedSurvey(owner, { title: "Quiet", questions: [question("text", "q_1")] });
    const theirs = await createPublishedSurvey(other, { title: "Theirs", questions: [question("text", "q_1")] });
    for (let i = 0; i < 40; i++) await respond(busy.shareId as string);
    await respond(quiet.shareId as string);
    await respond(theirs.shareId as string);
    const ownerBefore = (await mailsTo(owner.email)).length;
    const otherBefore = (await mailsTo(other.email)).length;

    expect(await alertOwners()).toBe(2);
    expect(await mailsTo(owner.email)).toHaveLength(ownerBefore + 1);
    expect(await mailsTo(other.email)).toHaveLength(otherBefore + 1);
    const mail = await server.lastMailTo(owner.email);
    expect(mail?.subject).toBe("41 new responses to 2 surveys");
    expect(mail?.text).toContain('"Busy": 40 new responses');
    expect(mail?.text).toContain('"Quiet": 1 new response\n');
    expect(mail?.text).toContain(`/surveys/${quiet.surveyId}/responses`);
    expect((await server.lastMailTo(other.email))?.subject).toBe('New response to "Theirs"');
  });

  it("writes the alert in the owner's language", async () => {
    endAlertWindow();
    const german = await signUpVerified(server, { name: "Inhaberin" });
    await makeActive(server, german.userId);
    expect((await german.client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const { shareId } = await createPublishedSurvey(german, { title: "Mittagessen", questions: [question("text", "q_1")] });
    await respond(shareId as string);
    await respond(shareId as string);
    await alertOwners();
    const mail = await server.lastMailTo(german.email);
    expect(mail?.subject).toBe("2 neue Antworten auf „Mittagessen“");
    expect(mail?.text).toContain("Ihre Umfrage „Mittagessen“ hat 2 neue Antworten.");
    expect(mail?.html).toContain('lang="de"');
    expect(mail?.lang).toBe("de");
    expect(mail?.kind).toBe("response-alert");
  });

  it("writes a Spanish owner's alert in Spanish, with numbers written for Spanish", async () => {
    endAlertWindow();
    const spanish = await signUpVerified(server, { name: "Dueña" });
    await makeActive(server, spanish.userId);
    expect((await spanish.client.put("/api/me/language", { language: "es" })).status).toBe(200);
    const { shareId } = await createPublishedSurvey(spanish, { title: "Almuerzo", questions: [question("text", "q_1")] });
    await respond(shareId as string);
    await respond(shareId as string);
    await respond(shareId as string);
    await alertOwners();
    const mail = await server.lastMailTo(spanish.email);
    expect(mail?.subject).toBe("3 respuestas nuevas a «Almuerzo»");
    expect(mail?.text).toContain("Tu encuesta «Almuerzo» tiene 3 respuestas nuevas.");
    expect(mail?.html).toContain('lang="es"');
    expect(mail?.lang).toBe("es");
  });

  it("leaves out responses and surveys deleted before the mail, and mails nothing when all are gone", async () => {
    endAlertWindow();
    const { surveyId, shareId } = await createPublishedSurvey(owner, { title: "Pruned", questions: [question("text", "q_1")] });
    const kept = await respond(shareId as string);
    const gone = await respond(shareId as string);
    const deleted = await owner.client.post(`/api/surveys/${surveyId}/responses/delete`, { ids: [gone] });
    expect(deleted.status).toBe(200);
    await alertOwners();
    expect((await server.lastMailTo(owner.email))?.subject).toBe('New response to "Pruned"');

    endAlertWindow();
    const before = (await mailsTo(owner.email)).length;
    const lonely = await respond(shareId as string);
    await owner.client.post(`/api/surveys/${surveyId}/responses/delete`, { ids: [lonely, kept] });
    await alertOwners();
    expect(await mailsTo(owner.email)).toHaveLength(before);
    expect(await server.db.select().from(pendingResponseAlerts)).toEqual([]);

    // A survey deleted since its response is left out too.
    endAlertWindow();
    await respond(shareId as string);
    await server.db.update(surveys).set({ status: "deleted" }).where(eq(surveys.id, surveyId));
    await alertOwners();
    expect(await mailsTo(owner.email)).toHaveLength(before);
  });

  it("sends nothing when the owner turned response alerts or all e-mail off, and clears what was pending", async () => {
    endAlertWindow();
    const { shareId } = await createPublishedSurvey(owner, { title: "Muted", questions: [question("text", "q_1")] });
    const count = async () => (await mailsTo(owner.email)).length;
    const before = await count();
    await server.db
      .insert(userNotificationSettings)
      .values({ userId: owner.userId, surveyResponseAlerts: false })
      .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { surveyResponseAlerts: false } });
    await respond(shareId as string);
    await alertOwners();
    expect(await count()).toBe(before);
    expect(await server.db.select().from(pendingResponseAlerts)).toEqual([]);

    endAlertWindow();
    await server.db
      .update(userNotificationSettings)
      .set({ surveyResponseAlerts: true, emailNotifications: false })
      .where(eq(userNotificationSettings.userId, owner.userId));
    await respond(shareId as string);
    await alertOwners();
    expect(await count()).toBe(before);
    await server.db
      .update(userNotificationSettings)
      .set({ emailNotifications: true })
      .where(eq(userNotificationSettings.userId, owner.userId));
  });

  it("sends nothing when the owner id is not a UUID", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, { title: "Legacy", questions: [question("text", "q_1")] });
    const legacyId = "legacy-user-1";
    await server.db.insert(users).values({ id: legacyId, name: "Legacy", email: "legacy@example.com", emailVerified: true });
    await server.db.update(surveys).set({ createdBy: legacyId }).where(eq(surveys.id, surveyId));
    await respond(shareId as string);
    await alertOwners();
    expect(await mailsTo("legacy@example.com")).toEqual([]);
    expect(await server.db.select().from(pendingResponseAlerts)).toEqual([]);
  });

  it("writes the mail and clears the batch in one transaction: a failure after the mail is written keeps the batch and no mail, and the retry mails it once", async () => {
    endAlertWindow();
    const { shareId } = await createPublishedSurvey(owner, { title: "Flaky", questions: [question("text", "q_1")] });
    let failures = 1;
    // The mail is written, then the transaction fails (as a process killed before the commit would leave it).
    const failingOnce: MailOutbox = {
      ready: () => server.outbox.ready(),
      enqueue: async (tx, mail) => {
        const id = await server.outbox.enqueue(tx, mail);
        if (failures-- > 0) throw new Error("the process died here");
        return id;
      },
    };
    const jobs = alertJobsWritingTo(failingOnce);
    const flakyMails = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('"Flaky"'));
    await respond(shareId as string);
    expect(await alertOwners(jobs)).toBe(1);
    expect(await flakyMails()).toEqual([]);
    // The batch the job took is still there, under the job's id, for its retry.
    expect(await server.db.select().from(responseAlertBatches)).toEqual([expect.objectContaining({ newResponses: 1 })]);
    const failed = (await server.db.execute(
      sql`select state, retry_count, start_after > now() + interval '10 seconds' as later from pgboss.job where name = ${SEND_RESPONSE_ALERT_JOB} and state = 'retry'`,
    )) as unknown as { rows: { state: string; later: boolean }[] };
    expect(failed.rows).toEqual([expect.objectContaining({ state: "retry", later: true })]);
    // Not due yet: nothing runs.
    expect(await jobs.runDue([SEND_RESPONSE_ALERT_JOB])).toBe(0);

    await respond(shareId as string);
    await server.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${SEND_RESPONSE_ALERT_JOB} and state = 'retry'`,
    );
    expect(await jobs.runDue([SEND_RESPONSE_ALERT_JOB])).toBe(1);
    expect((await flakyMails()).map((m) => m.subject)).toEqual(['2 new responses to "Flaky"']);
    expect(await server.db.select().from(responseAlertBatches)).toEqual([]);
    expect(await jobs.runDue([DISPATCH_RESPONSE_ALERTS_JOB, SEND_RESPONSE_ALERT_JOB])).toBe(0);
    expect(await flakyMails()).toHaveLength(1);
  });

  it("start() registers the cron jobs and works the queues in the background; stop() ends it", async () => {
    endAlertWindow();
    const { shareId } = await createPublishedSurvey(owner, { title: "Polled", questions: [question("text", "q_1")] });
    await respond(shareId as string);
    await server.jobs.start();
    try {
      const schedules = (await server.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(schedules.rows.map((row) => row.name)).toContain(DISPATCH_RESPONSE_ALERTS_JOB);
      await server.jobs.send(DISPATCH_RESPONSE_ALERTS_JOB, {});
      await expect
        .poll(async () => (await server.lastMailTo(owner.email))?.subject, { timeout: 15_000, interval: 250 })
        .toBe('New response to "Polled"');
    } finally {
      await server.jobs.stop();
    }
  });
});

describe("the 5-minute window, per survey", () => {
  /** A runner of the alert jobs whose mails are recorded with the clock's time. */
  function recordingJobs() {
    const sent: { at: number; subject: string; text: string }[] = [];
    const outbox: MailOutbox = {
      ready: () => Promise.resolve(),
      enqueue: (_tx, mail: OutboxMail) => {
        sent.push({ at: clock, subject: mail.subject, text: mail.text });
        return Promise.resolve(randomUUID());
      },
    };
    return { jobs: alertJobsWritingTo(outbox), sent };
  }

  it("mails one survey at most once in any 5 minutes, wherever the minutes fall, then what waited", async () => {
    endAlertWindow();
    const { jobs, sent } = recordingJobs();
    const { shareId } = await createPublishedSurvey(owner, { title: "Rolling", questions: [question("text", "q_1")] });
    // The first response at 10:04:30 by the clock's minutes, the next two minutes later: a fixed
    // 5-minute slot would end at 10:05 between them and let both mails go.
    clock += minutes(5) - (clock % minutes(5)) - 30_000;
    await respond(shareId as string);
    await alertOwners(jobs);
    clock += minutes(2);
    await respond(shareId as string);
    await alertOwners(jobs);
    clock += minutes(2);
    await respond(shareId as string);
    await alertOwners(jobs);
    expect(sent.map((m) => m.subject)).toEqual(['New response to "Rolling"']);

    // Five minutes after the first mail, the two that waited go out together.
    clock += minutes(1);
    await alertOwners(jobs);
    expect(sent.map((m) => m.subject)).toEqual(['New response to "Rolling"', '2 new responses to "Rolling"']);
    const [first, second] = sent;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(minutes(5));
    expect(await server.db.select().from(pendingResponseAlerts)).toEqual([]);
  });

  it("does not hold back another survey of the same owner, nor another owner's", async () => {
    endAlertWindow();
    const { jobs, sent } = recordingJobs();
    const first = await createPublishedSurvey(owner, { title: "First", questions: [question("text", "q_1")] });
    const second = await createPublishedSurvey(owner, { title: "Second", questions: [question("text", "q_1")] });
    const theirs = await createPublishedSurvey(other, { title: "Theirs again", questions: [question("text", "q_1")] });
    await respond(first.shareId as string);
    await alertOwners(jobs);
    expect(sent.map((m) => m.subject)).toEqual(['New response to "First"']);

    // A minute later: "First" is in its window, "Second" and the other owner's survey are not.
    clock += minutes(1);
    await respond(first.shareId as string);
    await respond(second.shareId as string);
    await respond(theirs.shareId as string);
    await alertOwners(jobs);
    expect(
      sent
        .map((m) => m.subject)
        .slice(1)
        .sort(),
    ).toEqual(['New response to "Second"', 'New response to "Theirs again"']);
    expect(sent[1]?.text).not.toContain('"First"');

    // Four minutes later "First" may be told again; "Second" still waits for its own window.
    clock += minutes(4);
    await respond(second.shareId as string);
    await alertOwners(jobs);
    expect(sent.map((m) => m.subject).slice(3)).toEqual(['New response to "First"']);
    clock += minutes(1);
    await alertOwners(jobs);
    expect(sent.map((m) => m.subject).slice(4)).toEqual(['New response to "Second"']);
  });
});
