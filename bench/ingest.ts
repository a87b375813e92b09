// npm run bench:ingest: complete-response submissions per second through our real server
// (Hono on @hono/node-server, PostgreSQL) against a bare node:http + pg baseline doing one
// INSERT per request. Prints figures and asserts nothing.
//
// The servers run in a child process (this file with --serve), autocannon in this one, so the
// load generator does not share the server's event loop. Each request carries a unique
// clientSubmissionId and an X-Forwarded-For address from a pool of public addresses (the server
// trusts one proxy hop), as real respondents come from many addresses: one address would make
// every submit update the same rate-limit row.
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import pg from "pg";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
const WARMUP_S = 2;
const POOL_SIZE = 20;

/** CPU time (user + system) this process has used, in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Ten questions, one of each common kind, and a valid answer to each. */
const QUESTIONS = [
  { id: "q_name", type: "text", title: "Your name", required: true },
  { id: "q_story", type: "textarea", title: "Tell us more" },
  { id: "q_email", type: "email", title: "E-mail" },
  { id: "q_age", type: "number", title: "Age", numberSettings: { min: 0, max: 120 } },
  { id: "q_plan", type: "multiple-choice", title: "Plan", options: ["Free", "Pro", "Team"] },
  { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "School", "Home"] },
  { id: "q_stars", type: "rating", title: "Rating", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "Recommend?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_again", type: "yes-no", title: "Again?" },
  { id: "q_where", type: "dropdown", title: "Found us", options: ["Search", "Friend", "Ad"] },
];
const ANSWERS = {
  q_name: "Ana Lima",
  q_story: "The builder was quick to learn and the results page answered my questions.",
  q_email: "ana@example.com",
  q_age: 34,
  q_plan: "Pro",
  q_uses: ["Work", "Home"],
  q_stars: 4,
  q_nps: 9,
  q_again: "Yes",
  q_where: "Friend",
};

/** Public-looking IPv4 addresses (first octet 11..99, skipping private 10.x), fixed for the run. */
const ADDRESSES = Array.from(
  { length: 5000 },
  (_, i) => `${11 + (i % 89)}.${(i * 7) % 256}.${(i * 13) % 256}.${(i * 31) % 254 || 1}`,
);

// ---------------------------------------------------------------------------------------------
// Child: one of the two servers.

async function serveSondar(url: string) {
  const { serve } = await import("@hono/node-server");
  const { buildServer } = await import("../apps/server/src/build-server");
  const { loadConfig } = await import("../apps/server/src/config/config");
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const { createLogger } = await import("../apps/server/src/lib/logger");
  const { userSubscriptions } = await import("../apps/server/src/db/schema/accounts");
  const { mailOutbox } = await import("../apps/server/src/db/schema/platform");
  const { eq } = await import("drizzle-orm");

  let queries = 0;
  const database = await openDatabase({ url, dataDir: "", onQuery: () => (queries += 1) });
  const origin = "http://127.0.0.1";
  const loaded = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    LOG_LEVEL: "silent",
    TRUST_PROXY_HOPS: "1",
    PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "10000000",
  });
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  const { app } = await buildServer({ config: loaded.config, database, logger: createLogger("silent") });

  // A verified owner with an active plan publishes the survey, through the API in-process.
  const request = (path: string, init: RequestInit = {}, cookie = "") =>
    app.request(
      `${origin}${path}`,
      { ...init, headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) } },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
  const email = `bench-${randomUUID()}@example.com`;
  await request("/api/auth/sign-up/email", {
    method: "POST",
    body: JSON.stringify({ name: "Bench", email, password: "bench-pass" }),
  });
  const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
  const verify = await request(link.pathname + link.search);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await request("/api/me", {}, cookie)).json()) as { user: { id: string } };
  await database.db
    .update(userSubscriptions)
    .set({ status: "active", trialEnd: null, providerSubscriptionId: `sub_${randomUUID()}` })
    .where(eq(userSubscriptions.userId, me.user.id));
  const created = (await (await request("/api/surveys", { method: "POST", body: "{}" }, cookie)).json()) as {
    surveyId: string;
  };
  const saved = await request(
    `/api/surveys/${created.surveyId}`,
    { method: "PUT", body: JSON.stringify({ title: "Bench survey", questions: QUESTIONS }) },
    cookie,
  );
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  const published = (await (
    await request(`/api/surveys/${created.surveyId}/publish`, { method: "POST", body: "{}" }, cookie)
  ).json()) as { survey: { shareId: string } };

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  process.send?.({ port: (server.address() as AddressInfo).port, shareId: published.survey.shareId });
  process.on("message", (message: unknown) => {
    if (message === "stats") process.send?.({ queries, cpuMs: cpuMs() });
    if (message === "stop") server.close(() => void database.close().then(() => process.exit(0)));
  });
}

async function serveBaseline(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // Shaped like survey_responses: same columns, defaults, checks and indexes (no foreign key).
  await pool.query(`create table if not exists baseline_responses (like survey_responses including all)`);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            clientSubmissionId: string;
            answers: unknown;
          };
          const { rows } = await pool.query<{ id: string }>(
            `insert into baseline_responses (survey_id, answers, status, client_submission_id, completed_at)
             values ($1, $2, 'complete', $3, now()) returning id`,
            [randomUUID(), JSON.stringify(body.answers), body.clientSubmissionId],
          );
          res.writeHead(201, { "content-type": "application/json" });
          res.end(JSON.stringify({ success: true, responseId: rows[0]?.id }));
        } catch (error) {
          res.writeHead(500);
          res.end(String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.send?.({ port: (server.address() as AddressInfo).port, shareId: "" });
  process.on("message", (message: unknown) => {
    if (message === "stats") process.send?.({ queries: 0, cpuMs: cpuMs() });
    if (message === "stop") server.close(() => void pool.end().then(() => process.exit(0)));
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: database, load, report.

type Ready = { port: number; shareId: string };

function startChild(kind: "sondar" | "baseline", url: string): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of each server process there.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(import.meta.filename, ["--serve", kind, url], {
    execArgv: [...process.execArgv, ...profile],
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.send("stop");
  });
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

async function load(port: number, path: string, durationS: number): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: { ...req.headers, "x-forwarded-for": ADDRESSES[n % ADDRESSES.length] as string },
            body: JSON.stringify({ clientSubmissionId: randomUUID(), answers: ANSWERS }),
          };
        },
      },
    ],
  });
  return {
    perSecond: result["2xx"] / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

type Stats = { queries: number; cpuMs: number };
type Measured = { figures: Figures; queriesPerRequest: number; cpuMsPerRequest: number };

async function measure(kind: "sondar" | "baseline", url: string): Promise<Measured> {
  const { child, ready } = await startChild(kind, url);
  try {
    const path = kind === "sondar" ? `/api/public/surveys/${ready.shareId}/submit` : "/submit";
    // Warm-up (JIT, pool connections, the GeoIP tables), not reported.
    await load(ready.port, path, WARMUP_S);
    const before = await askStats(child);
    const figures = await load(ready.port, path, DURATION_S);
    const after = await askStats(child);
    const requests = Math.max(1, figures.ok + figures.failed);
    return {
      figures,
      queriesPerRequest: (after.queries - before.queries) / requests,
      cpuMsPerRequest: (after.cpuMs - before.cpuMs) / requests,
    };
  } finally {
    await stopChild(child);
  }
}

function askStats(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m as Stats));
    child.send("stats");
  });
}

async function main() {
  const dbName = `sondar_bench_ingest_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = withDatabase(baseUrl, dbName);
  try {
    const { openDatabase } = await import("../apps/server/src/db/open-database");
    const database = await openDatabase({ url, dataDir: "" });
    await database.migrate();
    await database.close();

    const sondar = await measure("sondar", url);
    const baseline = await measure("baseline", url);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const counted = await check.query<{ responses: string; jobs: string }>(
      `select (select count(*) from survey_responses) as responses, (select count(*) from jobs) as jobs`,
    );
    await check.end();

    const line = (name: string, m: Measured) =>
      `${name.padEnd(34)} ${m.figures.perSecond.toFixed(0).padStart(7)}/s   p50 ${String(m.figures.p50).padStart(4)} ms   ` +
      `p99 ${String(m.figures.p99).padStart(4)} ms   server CPU ${m.cpuMsPerRequest.toFixed(2)} ms/request   ` +
      `(${m.figures.ok} ok, ${m.figures.failed} failed)`;
    console.log(
      `complete-response submissions on PostgreSQL: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up`,
    );
    console.log(line("Sondar POST /api/public/.../submit", sondar));
    console.log(line("bare node:http + pg, one INSERT", baseline));
    console.log(
      `ratio Sondar / baseline: ${(sondar.figures.perSecond / baseline.figures.perSecond).toFixed(2)} ` +
        `(SQL statements per submit: ${sondar.queriesPerRequest.toFixed(1)}; rows written incl. warm-up: ${counted.rows[0]?.responses} responses, ${counted.rows[0]?.jobs} alert jobs)`,
    );
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === "--serve") {
  const kind = process.argv[3];
  const url = process.argv[4] as string;
  await (kind === "sondar" ? serveSondar(url) : serveBaseline(url));
} else {
  await main();
}
