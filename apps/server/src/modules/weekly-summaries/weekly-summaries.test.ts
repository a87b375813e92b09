import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { insertResponses, insertSurvey, mailsTo, runWeeklySummaries } from "../../../test/weekly-summary-fixtures";
import { weeklySummaries } from "../../db/schema/weekly-summaries";
import { dispatchWeeklySummaries } from "./weekly-summaries";

// The weekly summary on a moved clock. The week told about is Monday 16 to Sunday 22 November
// 2026 (UTC); its summaries are due on Monday 23 from 08:00 UTC, for a day.
const IN_WEEK = "2026-11-18T10:00:00Z";
const DUE = "2026-11-23T08:30:00Z";

let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
});

type User = Awaited<ReturnType<typeof signUpVerified>>;

/** A signed-up user with these switches (and language), on the real settings routes. */
async function user(settings: Record<string, boolean>, language?: string): Promise<User> {
  clock = Date.now();
  const signedUp = await signUpVerified(server);
  expect((await signedUp.client.patch("/api/me/notification-settings", settings)).status).toBe(200);
  if (language) expect((await signedUp.client.put("/api/me/language", { language })).status).toBe(200);
  return signedUp;
}

/** The summaries sent to `who` so far (everything after the verification mail). */
const summariesTo = async (who: User) => (await mailsTo(server.db, who.email)).slice(1);

async function tickAt(time: string) {
  clock = new Date(time).getTime();
  await runWeeklySummaries(server.jobs);
}

describe("weekly summary", () => {
  it("mails each opted-in user their surveys' week once: new responses, completion rate and a link per survey", async () => {
    const owner = await user({ weeklySummary: true });
    const stranger = await user({});
    const feedback = await insertSurvey(server.db, owner.userId, "Customer feedback");
    const onboarding = await insertSurvey(server.db, owner.userId, "Onboarding");
    const quiet = await insertSurvey(server.db, owner.userId, "Quiet survey");
    const deleted = await insertSurvey(server.db, owner.userId, "Deleted survey", "deleted");
    const strangers = await insertSurvey(server.db, stranger.userId, "Someone else's");
    await insertResponses(server.db, feedback, [
      // New in the week: three complete, one of them started the week before.
      { status: "complete", started: "2026-11-16T00:00:00Z", count: 2 },
      { status: "complete", started: "2026-11-13T09:00:00Z", completed: "2026-11-17T09:00:00Z" },
      // Started in the week, completed after it: in the rate, not a new response of the week.
      { status: "complete", started: "2026-11-22T23:50:00Z", completed: "2026-11-23T00:10:00Z" },
      { status: "partial", started: "2026-11-20T12:00:00Z" },
      // Before and after the week.
      { status: "complete", started: "2026-11-15T23:59:59Z", count: 2 },
      { status: "partial", started: "2026-11-10T12:00:00Z" },
      { status: "complete", started: "2026-11-23T00:00:00Z" },
    ]);
    await insertResponses(server.db, onboarding, [{ status: "complete", started: IN_WEEK }]);
    await insertResponses(server.db, quiet, [{ status: "complete", started: "2026-11-02T10:00:00Z" }]);
    await insertResponses(server.db, deleted, [{ status: "complete", started: IN_WEEK, count: 5 }]);
    await insertResponses(server.db, strangers, [{ status: "complete", started: IN_WEEK, count: 7 }]);

    await tickAt(DUE);
    const [mail, ...more] = await summariesTo(owner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your Sondar weekly summary: 4 new responses");
    const url = server.config.publicUrl;
    expect(mail?.text.split("\n\n")).toEqual([
      "Your weekly summary",
      "Last week (Nov 16\u2009–\u200922, 2026) your surveys received 4 new complete responses.",
      `"Customer feedback": 3 new complete responses, completion rate 75%\n${url}/surveys/${feedback}/responses`,
      `"Onboarding": 1 new complete response, completion rate 100%\n${url}/surveys/${onboarding}/responses`,
      "The completion rate is the share of the responses started last week that were completed.",
      `Open your dashboard: ${url}/dashboard`,
      "You get this mail because Weekly Summary is on in your Sondar settings. It goes out on Mondays when your surveys had new responses.",
    ]);
    expect(mail?.html).toContain(`<a href="${url}/surveys/${feedback}/responses"`);
    expect(await summariesTo(stranger)).toEqual([]);

    // Later ticks of the same day, and a job run again, send nothing more.
    await tickAt("2026-11-23T09:00:00Z");
    await tickAt("2026-11-23T21:00:00Z");
    expect(await summariesTo(owner)).toHaveLength(1);
  });

  it("writes the summary in the user's language", async () => {
    const cases = [
      ["es", "Tu resumen semanal de Sondar: 2 respuestas nuevas", /2 respuestas completas nuevas, tasa de finalización: 67\s%/],
      [
        "fr",
        "Votre résumé hebdomadaire Sondar : 2 nouvelles réponses",
        /2 nouvelles réponses complètes, taux de complétion : 67\s%/,
      ],
      [
        "de",
        "Ihre wöchentliche Sondar-Zusammenfassung: 2 neue Antworten",
        /2 neue vollständige Antworten, Abschlussquote: 67\s%/,
      ],
      ["pt", "Seu resumo semanal do Sondar: 2 novas respostas", /2 novas respostas completas, taxa de conclusão: 67\s?%/],
    ] as const;
    const users = [];
    for (const [language] of cases) {
      const who = await user({ weeklySummary: true }, language);
      const survey = await insertSurvey(server.db, who.userId, `Encuesta ${language}`);
      await insertResponses(server.db, survey, [
        { status: "complete", started: "2026-11-30T10:00:00Z", count: 2 },
        { status: "partial", started: "2026-12-01T10:00:00Z" },
      ]);
      users.push(who);
    }
    await tickAt("2026-12-07T08:00:00Z");
    for (const [i, [, subject, line]] of cases.entries()) {
      const [mail] = await summariesTo(users[i] as User);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toMatch(line);
    }
  });

  it("sends nothing to users who did not opt in, turned all e-mail off, turned the summary off before it went, or had no new response", async () => {
    const notOptedIn = await user({});
    const allOff = await user({ weeklySummary: true, emailNotifications: false });
    const changedMind = await user({ weeklySummary: true });
    const nothingNew = await user({ weeklySummary: true });
    const noSurveys = await user({ weeklySummary: true });
    for (const who of [notOptedIn, allOff, changedMind]) {
      await insertResponses(server.db, await insertSurvey(server.db, who.userId, "Busy"), [
        { status: "complete", started: "2026-12-09T10:00:00Z", count: 3 },
      ]);
    }
    // Only partial responses, and complete ones from another week: no new response to tell.
    await insertResponses(server.db, await insertSurvey(server.db, nothingNew.userId, "Slow"), [
      { status: "partial", started: "2026-12-09T10:00:00Z" },
      { status: "complete", started: "2026-12-01T10:00:00Z" },
    ]);

    clock = new Date("2026-12-14T08:05:00Z").getTime();
    const { weekStart } = await dispatchWeeklySummaries({ db: server.db, jobs: server.jobs, now: new Date(clock) });
    expect(weekStart).toBe("2026-12-07");
    clock = Date.now();
    expect((await changedMind.client.patch("/api/me/notification-settings", { weeklySummary: false })).status).toBe(200);
    await tickAt("2026-12-14T08:10:00Z");

    for (const who of [notOptedIn, allOff, changedMind, nothingNew, noSurveys]) expect(await summariesTo(who)).toEqual([]);
    // Recorded for those opted in when the sweep ran, each finished without a mail.
    const records = await server.db
      .select({ userId: weeklySummaries.userId, mailed: weeklySummaries.mailed, finished: weeklySummaries.finishedAt })
      .from(weeklySummaries)
      .where(eq(weeklySummaries.weekStart, "2026-12-07"));
    const recorded = (who: User) => records.find((record) => record.userId === who.userId);
    expect([notOptedIn, allOff].map(recorded)).toEqual([undefined, undefined]);
    for (const who of [changedMind, nothingNew, noSurveys])
      expect(recorded(who)).toMatchObject({ mailed: false, finished: expect.any(Date) });
  });

  it("is due from Monday 08:00 UTC for a day: not before, and a user who opts in later waits for the next week", async () => {
    const early = await user({ weeklySummary: true });
    await insertResponses(server.db, await insertSurvey(server.db, early.userId, "Early"), [
      { status: "complete", started: "2026-12-16T10:00:00Z" },
      { status: "complete", started: "2026-12-23T10:00:00Z" },
    ]);
    await tickAt("2026-12-21T07:59:00Z");
    expect(await summariesTo(early)).toEqual([]);
    // Past the day's window: the week of 14 December is not sent any more.
    await tickAt("2026-12-22T08:00:00Z");
    expect(await summariesTo(early)).toEqual([]);
    await tickAt("2026-12-28T08:00:00Z");
    const [mail, ...more] = await summariesTo(early);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Last week (Dec 21\u2009–\u200927, 2026) your surveys received 1 new complete response.");
    const [record] = await server.db
      .select()
      .from(weeklySummaries)
      .where(and(eq(weeklySummaries.userId, early.userId), eq(weeklySummaries.weekStart, "2026-12-21")));
    expect(record?.mailed).toBe(true);
  });
});
