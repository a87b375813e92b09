import { randomUUID } from "node:crypto";
import { questionSchema } from "@sondar/core/surveys/question-schema";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../build-server";
import { members, organizations } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { createLogger } from "../../lib/logger";
import { createClient, createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { createExportLeases } from "./export-leases";

// Two server processes on one database: two apps built on the same database handle, each with its
// own in-process state (export slots, lease renewals), as two `npm start` would have.
let server: TestServer;
let other: Awaited<ReturnType<typeof buildServer>>;

interface Person {
  userId: string;
  /** Signed in on the first process and on the second. */
  on: [TestClient, TestClient];
}

let ipCounter = 0;
async function person(name: string): Promise<Person> {
  const { client, email, password, userId } = await signUpVerified(server, { name });
  ipCounter += 1;
  const second = createClient(other.app, `198.18.1.${ipCounter}`);
  const signedIn = await second.post("/api/auth/sign-in/email", { email, password });
  expect(signedIn.status).toBe(200);
  return { userId, on: [client, second] };
}

async function insertSurvey(createdBy: string, organizationId: string | null = null, responses = 3000): Promise<string> {
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy,
      organizationId,
      title: "Big",
      status: "published",
      questions: [questionSchema.parse({ id: "q_name", type: "text", title: "Name" })],
    })
    .returning({ id: surveys.id });
  const id = row?.id as string;
  // Enough rows that a download read one chunk at a time is still running.
  await server.db.execute(sql`
    insert into survey_responses (survey_id, status, completed_at, answers)
    select ${id}::uuid, 'complete', timestamptz '2024-01-01' + g * interval '1 minute',
           jsonb_build_object('q_name', repeat('answer ', 40) || g)
    from generate_series(1, ${responses}::int) g`);
  return id;
}

const linkFor = async (client: TestClient, surveyId: string, body: Record<string, unknown> = { format: "csv", status: "all" }) =>
  client.post(`/api/surveys/${surveyId}/responses/export-link`, body);

async function urlOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** Starts a download and reads its first chunk: it runs until `cancel()`. */
async function startDownload(client: TestClient, url: string) {
  const res = await client.get(url);
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  expect((await reader.read()).done).toBe(false);
  return reader;
}

async function download(client: TestClient, url: string) {
  const res = await client.get(url);
  await res.arrayBuffer();
  return res.status;
}

/** Leases in the table once the last download's release (sent as its body ends) has landed. */
async function leaseCount(): Promise<number | undefined> {
  let n: number | undefined;
  for (let attempt = 0; attempt < 50 && n !== 0; attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 20));
    const result = await server.db.execute(sql`select count(*)::int as n from export_leases`);
    n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  }
  return n;
}

const busy = async (res: Response) => [res.status, ((await res.json()) as { error: { code: string } }).error.code];

let owner: Person;
let ownSurvey: string;

beforeAll(async () => {
  server = await createTestServer();
  other = await buildServer({ config: server.config, database: server.database, logger: createLogger("silent") });
  owner = await person("Owner");
  ownSurvey = await insertSurvey(owner.userId);
});

describe("export links across processes", () => {
  it("a link made on one process is redeemed on another, and frees its place when the download ends", async () => {
    const [first, second] = owner.on;
    // More links than the user may hold at once, each downloaded on the other process.
    for (let i = 0; i < 4; i += 1) {
      const url = await urlOf(await linkFor(first, ownSurvey));
      expect(await download(second, url)).toBe(200);
    }
    expect(await leaseCount()).toBe(0);
  });

  it("a ticket works once, on any process, and only for its own query", async () => {
    const [first, second] = owner.on;
    const url = await urlOf(await linkFor(first, ownSurvey, { format: "json", status: "complete", page: 1, pageSize: 5 }));
    const ticket = new URL(url, "http://x").searchParams.get("ticket") as string;
    // Another query with this ticket does not take the link's place: it needs one of its own.
    const elsewhere = `/api/surveys/${ownSurvey}/responses/export?format=csv&status=all&ticket=${ticket}`;
    const held = await startDownload(second, elsewhere);
    const third = await linkFor(first, ownSurvey);
    expect(await busy(third)).toEqual([429, "EXPORT_BUSY"]);
    await held.cancel();
    expect(await download(second, url)).toBe(200);
    // Redeemed: used again, it is no ticket, and the download takes a new place (there is room).
    expect(await download(first, url)).toBe(200);
    expect(await leaseCount()).toBe(0);
  });
});

describe("export limits held across processes", () => {
  it("a user runs two exports at once in all: a third on either process is refused", async () => {
    const [first, second] = owner.on;
    const url = `/api/surveys/${ownSurvey}/responses/export?format=csv&status=all`;
    const running = [await startDownload(first, url), await startDownload(second, url)];
    for (const client of owner.on) expect(await busy(await client.get(url))).toEqual([429, "EXPORT_BUSY"]);
    for (const client of owner.on) expect(await busy(await linkFor(client, ownSurvey))).toEqual([429, "EXPORT_BUSY"]);
    await running[0]?.cancel();
    expect(await download(first, `${url}&page=1&pageSize=5`)).toBe(200);
    await running[1]?.cancel();
  });

  it("an organization runs four at once, whoever runs them; its members' own surveys are not held up", async () => {
    const team = await Promise.all(["Ann", "Bea", "Cid"].map((name) => person(name)));
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db
      .insert(members)
      // Admins: plain members may not export (docs/product/teams.md).
      .values(team.map((m, i) => ({ id: randomUUID(), organizationId: orgId, userId: m.userId, role: i ? "admin" : "owner" })));
    const teamSurvey = await insertSurvey(team[0]?.userId as string, orgId);
    const url = (id: string) => `/api/surveys/${id}/responses/export?format=csv&status=all`;
    const running = [];
    for (const m of team.slice(0, 2)) for (const client of m.on) running.push(await startDownload(client, url(teamSurvey)));
    const third = team[2] as Person;
    expect(await busy(await third.on[1].get(url(teamSurvey)))).toEqual([429, "EXPORT_BUSY"]);
    const ownOfThird = await insertSurvey(third.userId);
    expect(await download(third.on[0], url(ownOfThird))).toBe(200);
    for (const reader of running) await reader.cancel();
  });

  it("unused links hold no slot of the process: as many links as it has slots leave everyone's downloads running", async () => {
    // Four accounts, two links each: the process's eight slots, were links to hold them.
    const attackers = [];
    for (const name of ["Eve", "Mal", "Oz", "Rex"]) attackers.push(await person(name));
    for (const attacker of attackers) {
      const survey = await insertSurvey(attacker.userId);
      for (let i = 0; i < 2; i += 1) await urlOf(await linkFor(attacker.on[0], survey));
    }
    const others = await Promise.all(["Uma", "Vic", "Wes"].map((name) => person(name)));
    const running = [];
    for (const someone of others) {
      const survey = await insertSurvey(someone.userId);
      running.push(await startDownload(someone.on[0], `/api/surveys/${survey}/responses/export?format=csv&status=all`));
    }
    for (const reader of running) await reader.cancel();
  });

  it("export-link is rate limited per user", async () => {
    const clicker = await person("Clicker");
    const survey = await insertSurvey(clicker.userId, null, 1);
    // Each link used at once, so only the rate limit can refuse one; the count is shared by both processes.
    for (let i = 0; i < 10; i += 1) {
      const client = clicker.on[i % 2] as TestClient;
      expect(await download(client, await urlOf(await linkFor(client, survey)))).toBe(200);
    }
    expect(await busy(await linkFor(clicker.on[0], survey))).toEqual([429, "RATE_LIMITED"]);
  });
});

describe("export leases", () => {
  it("a running export's place outlives its lease time while its process renews it, and frees itself when it dies", async () => {
    const logger = createLogger("silent");
    const times = { linkMs: 30_000, runningMs: 60_000, renewMs: 60_000, waitMs: 0, pollMs: 10 };
    const dying = createExportLeases({ db: server.db, logger, times });
    const living = createExportLeases({ db: server.db, logger, times });
    const who = { userId: `lease-${randomUUID()}`, organizationId: null, surveyId: randomUUID(), query: "format=csv&status=all" };
    const ids = [await dying.takeForDownload(who, undefined), await living.takeForDownload(who, undefined)];
    expect(ids.every(Boolean)).toBe(true);
    expect(await living.takeForDownload(who, undefined)).toBeNull();
    // A minute passes: the living process renews its lease; the dead one cannot.
    await server.db.execute(sql`update export_leases set expires_at = now() - interval '1 second' where user_id = ${who.userId}`);
    await living.renew();
    const third = await living.takeForDownload(who, undefined);
    expect(third).not.toBeNull();
    expect(await living.takeForDownload(who, undefined)).toBeNull();
    for (const id of [ids[1], third]) await living.release(id as string);
    const left = await server.db.execute(sql`select count(*)::int as n from export_leases where user_id = ${who.userId}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
