import { beforeAll, describe, expect, it } from "vitest";
import { createServerPair, type SecondServer } from "../../../test/test-server-pair";
import { signUpVerified, type TestServer } from "../../../test/test-server";
import { insertResponses, insertSurvey, mailsTo, runWeeklySummaries } from "../../../test/weekly-summary-fixtures";
import { weeklySummaries } from "../../db/schema/weekly-summaries";
import { createLogger } from "../../lib/logger";
import { createWeeklySummaryJobs, dispatchWeeklySummaries, SEND_WEEKLY_SUMMARY_JOB } from "./weekly-summaries";

// Two server processes on one database, each with its own job runner and clock. On PostgreSQL
// each has its own connection pool, as two `npm start` would; PGlite is one process only, so
// there the two runners share its one connection.
let clock = Date.now();
const now = () => new Date(clock);
let first: TestServer;
let second: SecondServer;
let secondDb: TestServer["db"];

beforeAll(async () => {
  ({ first, second } = await createServerPair({ now }));
  secondDb = second.db;
});

/** An opted-in user with one survey and `responses` complete responses on `day`. */
async function busyUser(responses: number, day: string) {
  clock = Date.now();
  const who = await signUpVerified(first);
  expect((await who.client.patch("/api/me/notification-settings", { weeklySummary: true })).status).toBe(200);
  const survey = await insertSurvey(first.db, who.userId, "Weekly");
  await insertResponses(first.db, survey, [{ status: "complete", started: day, count: responses }]);
  return who;
}

const summariesTo = async (email: string) => (await mailsTo(first.db, email)).slice(1).map((mail) => mail.subject);

describe("weekly summary across processes", () => {
  it("mails each user exactly once a week when two processes sweep, tick and run the jobs at the same time", async () => {
    const users = [
      await busyUser(1, "2027-01-06T10:00:00Z"),
      await busyUser(2, "2027-01-07T10:00:00Z"),
      await busyUser(3, "2027-01-08T10:00:00Z"),
    ];
    clock = new Date("2027-01-11T08:00:00Z").getTime();
    // Both sweeps at once (outside pg-boss, whose cron would run one), then both runners' ticks.
    await Promise.all(
      [first.db, secondDb].map((db, i) => dispatchWeeklySummaries({ db, jobs: i ? second.jobs : first.jobs, now: now() })),
    );
    await Promise.all([first.jobs, second.jobs].map((jobs) => runWeeklySummaries(jobs)));
    // The same user's job handed out twice, to both processes.
    for (const who of users) {
      for (const jobs of [first.jobs, second.jobs])
        await jobs.send(SEND_WEEKLY_SUMMARY_JOB, { userId: who.userId, weekStart: "2027-01-04" });
    }
    await Promise.all([first.jobs, second.jobs].map((jobs) => jobs.runDue([SEND_WEEKLY_SUMMARY_JOB])));
    clock = new Date("2027-01-11T15:00:00Z").getTime();
    await Promise.all([first.jobs, second.jobs].map((jobs) => runWeeklySummaries(jobs)));

    expect(await Promise.all(users.map((who) => summariesTo(who.email)))).toEqual([
      ["Your Sondar weekly summary: 1 new response"],
      ["Your Sondar weekly summary: 2 new responses"],
      ["Your Sondar weekly summary: 3 new responses"],
    ]);

    // Once a week, not once ever: the next week is mailed once more.
    await insertResponses(first.db, await insertSurvey(first.db, users[0]?.userId as string, "Next"), [
      { status: "complete", started: "2027-01-12T10:00:00Z" },
    ]);
    clock = new Date("2027-01-18T09:00:00Z").getTime();
    await Promise.all([first.jobs, second.jobs].map((jobs) => runWeeklySummaries(jobs)));
    expect(await summariesTo(users[0]?.email as string)).toHaveLength(2);
  });

  it("sends once when two workers take the same summary at the same moment", async () => {
    const who = await busyUser(4, "2027-01-20T10:00:00Z");
    await first.db.insert(weeklySummaries).values({ userId: who.userId, weekStart: "2027-01-18" });
    const workers = [first.db, secondDb].map((db) => {
      const jobs = createWeeklySummaryJobs({
        db,
        outbox: first.outbox,
        logger: createLogger("silent"),
        productName: "Sondar",
        publicUrl: first.config.publicUrl,
        now,
        jobs: () => first.jobs,
      });
      return jobs.find((job) => job.name === SEND_WEEKLY_SUMMARY_JOB);
    });
    clock = new Date("2027-01-25T08:00:00Z").getTime();
    const data = { userId: who.userId, weekStart: "2027-01-18" };
    await Promise.all(workers.map((job, i) => job?.run(data, { id: `worker-${i}`, retryCount: 0 })));
    expect(await summariesTo(who.email)).toEqual(["Your Sondar weekly summary: 4 new responses"]);
  });
});
