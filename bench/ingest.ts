// npm run bench:ingest: complete-response submissions per second through our real server
// (Hono on @hono/node-server, PostgreSQL) against a bare node:http + pg baseline doing one
// INSERT per request. Prints figures and asserts nothing.
//
// The servers run in child processes (this file with --serve), autocannon in this one, so the
// load generator does not share a server's event loop. Both servers stay up and are measured in
// alternating slices (BENCH_ROUNDS, default 3), as other work on a shared machine comes and goes;
// each round's ratio is printed too, to show the spread. Each request carries a unique
// clientSubmissionId and an X-Forwarded-For address from a pool of public addresses (the server
// trusts one proxy hop), as real respondents come from many addresses: one address would make
// every submit update the same rate-limit row. Rates count acknowledged submits; the rows each
// side's table gained over its phases are counted too, so an acknowledged write that was lost shows.
//
// The servers run bundled by esbuild as `npm start` runs ours (docs/decisions/264-compiled-server.md);
// BENCH_SERVER=source runs them from the sources under tsx instead. Then, unless BENCH_PROCESSES=1,
// two Sondar processes on the one PostgreSQL are measured against one (each pinned to a core of
// its own with taskset when the machine has them; PostgreSQL and the load generator are not
// pinned), alternating as above, with the cores each process kept busy.
import { execFileSync, fork, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { withDatabase } from "./support/bench-database";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 12);
/** Each server's measured time is split into this many slices, taken in turns with the other's. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 64;
const WARMUP_S = 2;
const POOL_SIZE = 20;
const COMPILED = process.env.BENCH_SERVER !== "source";
/** Sondar processes in the scaling comparison; 1 skips it. */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 2));
const repoRoot = resolve(import.meta.dirname, "..");
/** Under apps/server, where the server finds the files it reads at run time from. */
const BUNDLE = join(repoRoot, "apps/server/dist/bench-ingest.mjs");

/** CPU time (user + system) this process has used, in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const { inProcessClient, publishBenchSurvey, signUpBenchOwner } = await import("./support/bench-owner");
  const { buildBenchServer } = await import("./support/bench-server");

  let queries = 0;
  const database = await openDatabase({ url, dataDir: "", onQuery: () => (queries += 1) });
  const origin = "http://127.0.0.1";
  const { app } = await buildBenchServer(database, origin);

  // A verified owner with an active plan publishes the survey, through the API in-process.
  const request = inProcessClient(app, origin);
  const { cookie } = await signUpBenchOwner(app, database.db, origin);
  const published = await publishBenchSurvey(request, cookie, { title: "Bench survey", questions: QUESTIONS });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  process.send?.({ port: (server.address() as AddressInfo).port, shareId: published.shareId });
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

/** This file bundled as the server is for `npm start`, so the servers run what production runs. */
function buildBundle() {
  const built = spawnSync(
    process.execPath,
    [join(repoRoot, "scripts/server-build.mjs"), "--entry", import.meta.filename, "--outfile", BUNDLE],
    { stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error("bundling the bench servers failed");
}

function startChild(kind: "sondar" | "baseline", url: string): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of each server process there.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(COMPILED ? BUNDLE : import.meta.filename, ["--serve", kind, url], {
    execArgv: [...(COMPILED ? [] : process.execArgv), ...profile],
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

/** One load phase's raw outcome; phases of one server are summed into its figures. */
interface Phase {
  seconds: number;
  ok: number;
  /** Non-2xx answers plus transport errors (autocannon counts each timeout among its errors already). */
  failed: number;
  timeouts: number;
  /**
   * Rows the side's table gained over the phase: what the database really received. Up to one
   * per connection more than acknowledged: requests in flight when autocannon stops still land.
   */
  stored: number;
  /** Every response's latency in ms. */
  latencies: number[];
}

function load(port: number, path: string, durationS: number, connections = CONNECTIONS): Promise<Omit<Phase, "stored">> {
  let n = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
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
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          seconds: durationS,
          ok: result["2xx"],
          failed: result.non2xx + result.errors,
          timeouts: result.timeouts,
          latencies,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

type Stats = { queries: number; cpuMs: number };

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  timeouts: number;
  stored: number;
  queriesPerRequest: number;
  cpuMsPerRequest: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
}

/** A running server and the phases measured on it. */
interface Side {
  kind: "sondar" | "baseline";
  child: ChildProcess;
  port: number;
  path: string;
  /** The table its submits land in. */
  table: "survey_responses" | "baseline_responses";
  phases: Phase[];
  queries: number;
  cpuMs: number;
}

async function startSide(kind: Side["kind"], url: string): Promise<Side> {
  const { child, ready } = await startChild(kind, url);
  const path = kind === "sondar" ? `/api/public/surveys/${ready.shareId}/submit` : "/submit";
  const table = kind === "sondar" ? "survey_responses" : "baseline_responses";
  return { kind, child, port: ready.port, path, table, phases: [], queries: 0, cpuMs: 0 };
}

/** Rows in `table` once the writes still running have settled (autocannon stops without waiting for them). */
async function countRows(db: pg.Client, table: Side["table"]): Promise<number> {
  let previous = -1;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${table}`);
    const n = Number(rows[0]?.n ?? 0);
    if (n === previous) return n;
    previous = n;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One measured phase, with the server's query count, CPU time and the rows it stored over it. */
async function measurePhase(side: Side, seconds: number, db: pg.Client) {
  const rowsBefore = await countRows(db, side.table);
  const before = await askStats(side.child);
  const loaded = await load(side.port, side.path, seconds);
  const after = await askStats(side.child);
  const phase = { ...loaded, stored: (await countRows(db, side.table)) - rowsBefore };
  side.phases.push(phase);
  side.queries += after.queries - before.queries;
  side.cpuMs += after.cpuMs - before.cpuMs;
  return phase;
}

function figuresOf(side: Side): Figures {
  const sum = (pick: (p: Phase) => number) => side.phases.reduce((total, p) => total + pick(p), 0);
  const seconds = sum((p) => p.seconds);
  const ok = sum((p) => p.ok);
  const failed = sum((p) => p.failed);
  const latencies = side.phases.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const requests = Math.max(1, ok + failed);
  return {
    perSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok,
    failed,
    timeouts: sum((p) => p.timeouts),
    stored: sum((p) => p.stored),
    queriesPerRequest: side.queries / requests,
    cpuMsPerRequest: side.cpuMs / requests,
  };
}

function askStats(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m as Stats));
    child.send("stats");
  });
}

/** The Sondar-against-baseline figures, with the rows written so far. */
function printComparison(sondar: Side, baseline: Side, roundLines: string[]) {
  const ours = figuresOf(sondar);
  const bare = figuresOf(baseline);
  const line = (name: string, f: Figures) =>
    `${name.padEnd(34)} ${f.perSecond.toFixed(0).padStart(7)}/s   p50 ${f.p50.toFixed(0).padStart(4)} ms   ` +
    `p99 ${f.p99.toFixed(0).padStart(4)} ms   server CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request   ` +
    `(${f.ok} acknowledged, ${f.failed} failed of which ${f.timeouts} timed out; ${f.stored} rows stored` +
    `${f.stored < f.ok ? ", FEWER THAN ACKNOWLEDGED" : ""})`;
  console.log(
    `complete-response submissions on PostgreSQL (${COMPILED ? "servers bundled as for npm start" : "servers run from source by tsx"}): ` +
      `${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, in ${ROUNDS} alternating rounds`,
  );
  console.log(line("Sondar POST /api/public/.../submit", ours));
  console.log(line("bare node:http + pg, one INSERT", bare));
  console.log(
    `ratio Sondar / baseline: ${(ours.perSecond / bare.perSecond).toFixed(2)} ` +
      `(SQL statements per submit: ${ours.queriesPerRequest.toFixed(2)}, one carrying every submit waiting for it)`,
  );
  for (const roundLine of roundLines) console.log(roundLine);
}

/** Pins the process and its threads to one core with taskset; false when that is not possible here. */
function pin(child: ChildProcess, core: number): boolean {
  if (process.env.BENCH_PIN === "0" || os.availableParallelism() <= core || child.pid === undefined) return false;
  try {
    execFileSync("taskset", ["-a", "-cp", String(core), String(child.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** One phase of `sides` loaded at once, the connections split between them. */
async function measureTogether(sides: Side[], seconds: number, db: pg.Client) {
  const rowsBefore = await countRows(db, "survey_responses");
  const before = await Promise.all(sides.map((side) => askStats(side.child)));
  const startedAt = performance.now();
  const loaded = await Promise.all(
    sides.map((side) => load(side.port, side.path, seconds, Math.round(CONNECTIONS / sides.length))),
  );
  const wallMs = performance.now() - startedAt;
  const after = await Promise.all(sides.map((side) => askStats(side.child)));
  const stored = (await countRows(db, "survey_responses")) - rowsBefore;
  const ok = loaded.reduce((total, phase) => total + phase.ok, 0);
  const failed = loaded.reduce((total, phase) => total + phase.failed, 0);
  return {
    ok,
    failed,
    stored,
    latencies: loaded.flatMap((phase) => phase.latencies),
    /** Each process's CPU time over the phase's wall time: the cores it kept busy. */
    busyCores: sides.map((side, i) => ((after[i]?.cpuMs ?? 0) - (before[i]?.cpuMs ?? 0)) / wallMs),
    cpuMsPerRequest:
      sides.reduce((total, _side, i) => total + (after[i]?.cpuMs ?? 0) - (before[i]?.cpuMs ?? 0), 0) / Math.max(1, ok + failed),
  };
}

/**
 * One Sondar process against `PROCESSES` of them on the same PostgreSQL, in alternating slices,
 * each process on a core of its own when taskset and the cores allow; prints the ratio and the
 * cores each kept busy. `first` is already running (and warmed up); the others are started here.
 */
async function compareProcesses(first: Side, url: string, db: pg.Client) {
  const others: Side[] = [];
  try {
    for (let i = 1; i < PROCESSES; i += 1) others.push(await startSide("sondar", url));
    const all = [first, ...others];
    const pinned = all.map((side, core) => pin(side.child, core));
    for (const side of others) await load(side.port, side.path, WARMUP_S);
    const slice = DURATION_S / ROUNDS;
    type Together = Awaited<ReturnType<typeof measureTogether>>;
    const one: Together[] = [];
    const many: Together[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [[first], all] : [all, [first]];
      for (const sides of order) (sides.length === 1 ? one : many).push(await measureTogether(sides, slice, db));
    }
    const summary = (phases: Together[]) => {
      const latencies = phases.flatMap((phase) => phase.latencies).sort((a, b) => a - b);
      const ok = phases.reduce((total, phase) => total + phase.ok, 0);
      return {
        perSecond: ok / (slice * phases.length),
        p99: percentile(latencies, 99),
        cpuMsPerRequest: phases.reduce((total, phase) => total + phase.cpuMsPerRequest, 0) / phases.length,
        failed: phases.reduce((total, phase) => total + phase.failed, 0),
        lost: phases.some((phase) => phase.stored < phase.ok),
        busyCores: (phases[0]?.busyCores ?? []).map(
          (_, i) => phases.reduce((total, phase) => total + (phase.busyCores[i] ?? 0), 0) / phases.length,
        ),
      };
    };
    const single = summary(one);
    const several = summary(many);
    const cores = (busy: number[]) =>
      busy.map((b, i) => `process ${i + 1} ${b.toFixed(2)}${pinned[i] ? ` on core ${i}` : " unpinned"}`).join(", ");
    const line = (name: string, f: ReturnType<typeof summary>) =>
      `${name.padEnd(34)} ${f.perSecond.toFixed(0).padStart(7)}/s   p99 ${f.p99.toFixed(0).padStart(4)} ms   ` +
      `server CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request   cores busy: ${cores(f.busyCores)}` +
      `${f.failed ? `   ${f.failed} failed` : ""}${f.lost ? ", FEWER ROWS THAN ACKNOWLEDGED" : ""}`;
    console.log(
      `\n${PROCESSES} Sondar processes against 1, on one PostgreSQL: ${os.availableParallelism()} cores on this machine, ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}; PostgreSQL and the load generator share every core`,
    );
    console.log(line("1 process", single));
    console.log(line(`${PROCESSES} processes`, several));
    console.log(`ratio ${PROCESSES} processes / 1: ${(several.perSecond / single.perSecond).toFixed(2)}`);
  } finally {
    await Promise.all(others.map((side) => stopChild(side.child)));
  }
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

    // Both servers stay up and take turns (S B, B S, S B…), so a load that other processes on
    // the machine put on it in the meantime falls on both sides alike.
    if (COMPILED) buildBundle();
    const sondar = await startSide("sondar", url);
    const baseline = await startSide("baseline", url);
    const roundLines: string[] = [];
    const counter = new pg.Client({ connectionString: url });
    await counter.connect();
    try {
      // Warm-up (JIT, pool connections, the GeoIP tables), not reported.
      for (const side of [sondar, baseline]) await load(side.port, side.path, WARMUP_S);
      const slice = DURATION_S / ROUNDS;
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [sondar, baseline] : [baseline, sondar];
        const done = new Map<Side, Phase>();
        for (const side of order) done.set(side, await measurePhase(side, slice, counter));
        const rate = (side: Side) => (done.get(side)?.ok ?? 0) / slice;
        roundLines.push(
          `  round ${round + 1}: Sondar ${rate(sondar).toFixed(0)}/s, baseline ${rate(baseline).toFixed(0)}/s, ratio ${(rate(sondar) / rate(baseline)).toFixed(2)}`,
        );
      }
      await stopChild(baseline.child);
      printComparison(sondar, baseline, roundLines);
      if (PROCESSES > 1) await compareProcesses(sondar, url, counter);
    } finally {
      await counter.end();
      await Promise.all([sondar, baseline].filter((side) => side.child.exitCode === null).map((side) => stopChild(side.child)));
    }

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const counted = await check.query<{ responses: string; alerts: string }>(
      `select (select count(*) from survey_responses) as responses, (select count(*) from pending_response_alerts) as alerts`,
    );
    await check.end();
    console.log(
      `rows written incl. warm-ups: ${counted.rows[0]?.responses} responses, ${counted.rows[0]?.alerts} pending alerts`,
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
