import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { members, organizations } from "../../db/schema/auth";
import { auditLog } from "../../db/schema/audit-log";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { insertResponses, insertSurvey } from "../responses/test-responses";
import { createLogger } from "../../lib/logger";
import { createMyDataJobs, MY_DATA_EXPORT_JOB, MY_DATA_PRUNE_JOB } from "./my-data-jobs";
import { myDataStorageKey, myDataTokenExpiry } from "./my-data-link";

let server: TestServer;
let clock = new Date();

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});

async function organizationOf(ownerId: string, memberIds: string[], name: string) {
  const orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name, slug: `org-${orgId}` });
  await server.db
    .insert(members)
    .values([
      { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
      ...memberIds.map((userId) => ({ id: randomUUID(), organizationId: orgId, userId, role: "member" })),
    ]);
  return orgId;
}

/** Asks for the archive, runs the job, and returns the link from the mail. */
async function requestAndMail(user: Awaited<ReturnType<typeof signUpVerified>>) {
  const res = await user.client.post("/api/account/data-export");
  expect(res.status).toBe(202);
  await server.jobs.runDue([MY_DATA_EXPORT_JOB]);
  const mail = await server.lastMailTo(user.email);
  expect(mail?.kind).toBe("data-export");
  const url = /http\S+\/api\/account\/data-export\/\S+/.exec(mail!.text)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!).pathname;
}

describe("download my data", () => {
  it("mails a link to an archive of my account, surveys, responses and owned organizations, and nothing of another user's", async () => {
    clock = new Date();
    const me = await signUpVerified(server);
    const colleague = await signUpVerified(server);
    const stranger = await signUpVerified(server);
    const mine = await insertSurvey(server, { createdBy: me.userId, title: "My personal survey" });
    await insertResponses(server, mine, [{ answers: { q1: "mine-answer" } }, { answers: { q1: "second" }, status: "partial" }]);
    const myOrg = await organizationOf(me.userId, [colleague.userId], "My team");
    const teamSurvey = await insertSurvey(server, { createdBy: colleague.userId, organizationId: myOrg, title: "Team survey" });
    await insertResponses(server, teamSurvey, [{ answers: { q1: "team-answer" } }]);
    const theirs = await insertSurvey(server, { createdBy: stranger.userId, title: "Stranger survey" });
    await insertResponses(server, theirs, [{ answers: { q1: "stranger-answer" } }]);
    const theirOrg = await organizationOf(stranger.userId, [me.userId], "Their team");
    await insertSurvey(server, { createdBy: me.userId, organizationId: theirOrg, title: "Made in their team" });

    const path = await requestAndMail(me);
    const res = await me.client.get(path);
    expect(res.status).toBe(200);
    const day = clock.toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="sondar-my-data-${day}.json.gz"`);
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    const archive = JSON.parse(text) as {
      account: { email: string; name: string };
      surveys: { title: string; responses: { answers: Record<string, unknown> }[] }[];
      organizations: {
        name: string;
        members: { email: string; role: string }[];
        surveys: { title: string; responses: unknown[] }[];
      }[];
    };
    expect(archive.account.email).toBe(me.email);
    expect(archive.surveys.map((s) => s.title)).toEqual(["My personal survey"]);
    expect(archive.surveys[0]!.responses.map((r) => r.answers.q1).sort()).toEqual(["mine-answer", "second"]);
    expect(archive.organizations.map((o) => o.name)).toEqual(["My team"]);
    expect(archive.organizations[0]!.members.map((m) => m.email).sort()).toEqual([colleague.email, me.email].sort());
    expect(archive.organizations[0]!.surveys.map((s) => s.title)).toEqual(["Team survey"]);
    expect(text).toContain("team-answer");
    expect(text).not.toContain("stranger-answer");
    expect(text).not.toContain("Stranger survey");
    expect(text).not.toContain("Their team");
    expect(text).not.toContain(stranger.email);

    const plain = await me.client.get(`${path}?format=json`);
    expect(plain.headers.get("content-disposition")).toBe(`attachment; filename="sondar-my-data-${day}.json"`);
    expect(await plain.text()).toBe(text);

    const logged = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.userId), ne(auditLog.action, "auth.sign_in")));
    expect(logged.map((row) => row.action)).toEqual(["account.export"]);
  });

  it("the link works for its owner only, and not after 7 days", async () => {
    clock = new Date();
    const me = await signUpVerified(server);
    const other = await signUpVerified(server);
    const path = await requestAndMail(me);

    const anonymous = await server.client().get(path);
    expect(anonymous.status).toBe(401);
    // A browser opening the mailed link signed out is sent to sign in and back to it.
    const browser = await server.client().get(path, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(browser.status).toBe(302);
    const signIn = new URL(browser.headers.get("location") ?? "", "http://x");
    expect(signIn.pathname).toBe("/login");
    expect(signIn.searchParams.get("next")).toBe(path);
    const someoneElse = await other.client.get(path);
    expect(someoneElse.status).toBe(404);
    expect(((await someoneElse.json()) as { error: { code: string } }).error.code).toBe("DATA_EXPORT_NOT_FOUND");
    expect((await me.client.get(`${path.slice(0, -1)}x`)).status).toBe(404);
    expect((await me.client.get("/api/account/data-export/not-a-token")).status).toBe(404);
    expect((await me.client.get(path)).status).toBe(200);

    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await me.client.get(path);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe("DATA_EXPORT_EXPIRED");
    clock = new Date();
  });

  it("asks for a signed-in user and allows 3 requests an hour", async () => {
    clock = new Date();
    expect((await server.client().post("/api/account/data-export")).status).toBe(401);
    const me = await signUpVerified(server);
    for (let i = 0; i < 3; i += 1) expect((await me.client.post("/api/account/data-export")).status).toBe(202);
    expect((await me.client.post("/api/account/data-export")).status).toBe(429);
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect((await me.client.post("/api/account/data-export")).status).toBe(202);
    clock = new Date();
  });

  it("is open to an expired trial, and mails in the user's language", async () => {
    clock = new Date();
    const me = await signUpVerified(server);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(clock.getTime() - 60_000) })
      .where(eq(userSubscriptions.userId, me.userId));
    expect((await me.client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const path = await requestAndMail(me);
    const mail = await server.lastMailTo(me.email);
    expect(mail?.lang).toBe("de");
    expect(mail?.subject).toContain("Daten sind bereit");
    expect((await me.client.get(path)).status).toBe(200);
  });

  it("reads responses in pages and leaves none out", async () => {
    clock = new Date();
    const me = await signUpVerified(server);
    const survey = await insertSurvey(server, { createdBy: me.userId, title: "Big survey" });
    await insertResponses(
      server,
      survey,
      Array.from({ length: 1001 }, (_, i) => ({ answers: { n: i } })),
    );
    const path = await requestAndMail(me);
    const archive = JSON.parse((await (await me.client.get(`${path}?format=json`)).text()) as string) as {
      surveys: { responses: { answers: { n: number } }[] }[];
    };
    const seen = archive.surveys[0]!.responses.map((r) => r.answers.n);
    expect(new Set(seen).size).toBe(1001);
  });

  it("queues the archive's prune for the link's expiry, and the prune deletes it", async () => {
    clock = new Date();
    const me = await signUpVerified(server);
    const path = await requestAndMail(me);
    const token = path.split("/").pop()!;
    const result = await server.db.execute(
      sql`select data, start_after from pgboss.job where name = ${MY_DATA_PRUNE_JOB} and data->>'token' = ${token}`,
    );
    const [job] = (result as unknown as { rows: { data: { userId: string }; start_after: string | Date }[] }).rows;
    expect(job?.data.userId).toBe(me.userId);
    expect(new Date(job!.start_after).getTime()).toBe(myDataTokenExpiry(token)!.getTime());

    expect(await server.storage.get(myDataStorageKey(me.userId, token))).not.toBeNull();
    const prune = createMyDataJobs({
      db: server.db,
      storage: server.storage,
      outbox: server.outbox,
      logger: createLogger("silent"),
      productName: "Sondar",
      publicUrl: server.config.publicUrl,
      jobs: () => server.jobs,
      now: () => clock,
    }).find((definition) => definition.name === MY_DATA_PRUNE_JOB)!;
    await prune.run({ userId: me.userId, token }, { id: "test", retryCount: 0 });
    expect(await server.storage.get(myDataStorageKey(me.userId, token))).toBeNull();
    expect((await me.client.get(path)).status).toBe(404);
  });
});
