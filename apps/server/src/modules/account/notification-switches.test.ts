import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { insertResponses, insertSurvey, mailsTo, runWeeklySummaries } from "../../../test/weekly-summary-fixtures";
import { createPublishedSurvey, question } from "../public-surveys/test-surveys";
import { DISPATCH_RESPONSE_ALERTS_JOB, SEND_RESPONSE_ALERT_JOB } from "../response-alerts/response-alerts";
import { BILLING_NOTICE_JOB, queueBillingNotice } from "../billing/queue-billing-notice";

// Every mail the server sends, against the switches in Settings › Notifications
// (docs/product/notifications-and-interface.md#which-mail-the-switches-stop): response alerts and
// the weekly summary stop when "Email Notifications" or their own switch is off; account mail
// (verification, password reset, billing) always goes.
let clock = Date.now();
let server: TestServer;
let respondents = 0;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
});

type Kind = "alert" | "summary" | "reset" | "billing";
const KIND_OF: [RegExp, Kind][] = [
  [/^New response to /, "alert"],
  [/^Your Sondar weekly summary: /, "summary"],
  [/^Reset your Sondar password$/, "reset"],
  [/^Your Sondar trial has ended$/, "billing"],
];

/** The kinds of mail `email` got, after its verification mail. */
async function kindsTo(email: string): Promise<Kind[]> {
  const mails = (await mailsTo(server.db, email)).slice(1);
  return mails.map((mail) => KIND_OF.find(([subject]) => subject.test(mail.subject))?.[1] ?? (mail.subject as Kind)).sort();
}

/** A user with these switches who gets a response alert, a weekly summary, a reset and a billing mail's worth of events. */
async function userWith(settings: Record<string, boolean>) {
  clock = Date.now();
  const who = await signUpVerified(server);
  expect((await who.client.patch("/api/me/notification-settings", settings)).status).toBe(200);
  const { shareId } = await createPublishedSurvey(who, { title: "Live", questions: [question("text", "q_1")] });
  const submitted = await server
    .client(`203.0.113.${(respondents += 1)}`)
    .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), answers: { q_1: "Hi" } });
  expect(submitted.status).toBe(201);
  await insertResponses(server.db, await insertSurvey(server.db, who.userId, "Last week"), [
    { status: "complete", started: "2027-02-03T10:00:00Z" },
  ]);
  expect((await server.client().post("/api/account/password-reset", { email: who.email })).status).toBe(204);
  await server.db.transaction((tx) =>
    queueBillingNotice(tx, server.jobs, { key: `trial-ended:test:${randomUUID()}`, kind: "trial-ended", userId: who.userId }),
  );
  return who;
}

describe("notification switches", () => {
  it("stop exactly the mail they name, while account mail always goes", async () => {
    await server.jobs.ready();
    const defaults = await userWith({});
    const everything = await userWith({ weeklySummary: true });
    const allOff = await userWith({ emailNotifications: false, weeklySummary: true });
    const noAlerts = await userWith({ surveyResponseAlerts: false, weeklySummary: true });

    await server.jobs.send(DISPATCH_RESPONSE_ALERTS_JOB, {});
    await server.jobs.runDue([DISPATCH_RESPONSE_ALERTS_JOB]);
    await server.jobs.runDue([SEND_RESPONSE_ALERT_JOB, BILLING_NOTICE_JOB]);
    clock = new Date("2027-02-08T08:00:00Z").getTime();
    await runWeeklySummaries(server.jobs);

    expect(await kindsTo(defaults.email)).toEqual(["alert", "billing", "reset"]);
    expect(await kindsTo(everything.email)).toEqual(["alert", "billing", "reset", "summary"]);
    expect(await kindsTo(allOff.email)).toEqual(["billing", "reset"]);
    expect(await kindsTo(noAlerts.email)).toEqual(["billing", "reset", "summary"]);
  });
});
