// npm run bench:ingest: complete-response submissions per second through our real server
// (Hono on @hono/node-server, PostgreSQL) against a bare node:http + pg baseline doing one
// INSERT per request. Prints each figure beside its target (issue 23: a ratio of 0.9 or better,
// p99 within 20 ms); exits 1 on a missed one only under BENCH_STRICT=1.
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
// The servers run bundled by esbuild as `npm start` runs ours (docs/decisions/276-ingest-cpu-per-request.md);
// BENCH_SERVER=source runs them from source under tsx instead. Then, unless BENCH_PROCESSES=1, two
// Sondar processes on the one PostgreSQL are measured against one, beside issue 23's target (two
// ≥ 1.5× one), each pinned to a core of its own with taskset when the machine has them
// (PostgreSQL and the load generator are not pinned), alternating as above, with the cores each
// process kept busy.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import pg from "pg";
import { benchServerScript, describeBenchServer, type BenchServerScript } from "./support/bench-bundle";
import { askChild, forkBenchChild, stopBenchChild } from "./support/bench-child";
import { benchDatabaseUrl, migrateBenchDatabase, withBenchDatabase } from "./support/bench-database";
import { TEN_ANSWERS, TEN_QUESTIONS } from "./support/bench-respondents";
import { pinToCore } from "./support/pin-core";
import { createReport, type Report } from "./support/report-target";
import { submitLoad, type SubmitLoad } from "./support/submit-load";
import { cpuMs, serveBenchSurvey, type ServerStats, type SurveyServerReady } from "./support/survey-server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 12);
/** Each server's measured time is split into this many slices, taken in turns with the other's. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 64;
const WARMUP_S = 2;
const POOL_SIZE = 20;
/** Issue 23's targets: Sondar at 0.9 of the bare server's rate or better, its p99 within 20 ms. */
const TARGET_RATIO = 0.9;
const TARGET_P99_MS = 20;
/** Sondar processes in the scaling comparison; 1 skips it. */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 2));
/** Issue 23's target: that many processes on one PostgreSQL at 1.5 times one process's rate or better. */
const TARGET_PROCESSES_RATIO = 1.5;

// ---------------------------------------------------------------------------------------------
// Child: one of the two servers.

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

/** One load phase's outcome; phases of one server are summed into its figures. */
interface Phase extends SubmitLoad {
  /**
   * Rows the side's table gained over the phase: what the database really received. Up to one
   * per connection more than acknowledged: requests in flight when autocannon stops still land.
   */
  stored: number;
}

const load = (port: number, path: string, seconds: number, connections = CONNECTIONS) =>
  submitLoad({ origin: `http://127.0.0.1:${port}`, path, answers: TEN_ANSWERS, connections, seconds });

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

async function startSide(server: BenchServerScript, kind: Side["kind"], url: string): Promise<Side> {
  // Ours with `npm start`'s node flags; the bare server with node's defaults.
  const { child, ready } = await forkBenchChild<SurveyServerReady>(server, [kind, url], { startFlags: kind === "sondar" });
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
  const before = await askChild<ServerStats>(side.child, "stats");
  const loaded = await load(side.port, side.path, seconds);
  const after = await askChild<ServerStats>(side.child, "stats");
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

/** One phase of `sides` loaded at once, the connections split between them. */
async function measureTogether(sides: Side[], seconds: number, db: pg.Client) {
  const rowsBefore = await countRows(db, "survey_responses");
  const before = await Promise.all(sides.map((side) => askChild<ServerStats>(side.child, "stats")));
  const startedAt = performance.now();
  const loaded = await Promise.all(
    sides.map((side) => load(side.port, side.path, seconds, Math.round(CONNECTIONS / sides.length))),
  );
  const wallMs = performance.now() - startedAt;
  const after = await Promise.all(sides.map((side) => askChild<ServerStats>(side.child, "stats")));
  const stored = (await countRows(db, "survey_responses")) - rowsBefore;
  const busyMs = sides.map((_side, i) => (after[i]?.cpuMs ?? 0) - (before[i]?.cpuMs ?? 0));
  const ok = loaded.reduce((total, phase) => total + phase.ok, 0);
  const failed = loaded.reduce((total, phase) => total + phase.failed, 0);
  return {
    ok,
    failed,
    stored,
    latencies: loaded.flatMap((phase) => phase.latencies),
    /** Each process's CPU time over the phase's wall time: the cores it kept busy. */
    busyCores: busyMs.map((ms) => ms / wallMs),
    cpuMsPerRequest: busyMs.reduce((total, ms) => total + ms, 0) / Math.max(1, ok + failed),
  };
}

/**
 * One Sondar process against PROCESSES of them on the same PostgreSQL, in alternating slices,
 * each process on a core of its own when taskset and the cores allow; reports the ratio beside
 * its target and the cores each kept busy. `first` is already running (and warmed up); the
 * others are started here and stopped before it returns.
 */
async function compareProcesses(report: Report, server: BenchServerScript, first: Side, url: string, db: pg.Client) {
  const others: Side[] = [];
  try {
    for (let i = 1; i < PROCESSES; i += 1) others.push(await startSide(server, "sondar", url));
    const all = [first, ...others];
    const pinned = all.map((side, core) => pinToCore(side.child.pid, core));
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
    const detail = (f: ReturnType<typeof summary>) =>
      `p99 ${f.p99.toFixed(0)} ms, server CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request, cores busy: ` +
      f.busyCores.map((b, i) => `process ${i + 1} ${b.toFixed(2)}${pinned[i] ? ` on core ${i}` : " unpinned"}`).join(", ") +
      `${f.failed ? `; ${f.failed} failed` : ""}${f.lost ? ", FEWER ROWS THAN ACKNOWLEDGED" : ""}`;
    const loadAverage = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
    console.log(
      `\n${PROCESSES} Sondar processes against 1, on one PostgreSQL: ${os.availableParallelism()} cores on this machine, ` +
        `load average ${loadAverage}; PostgreSQL and the load generator share every core`,
    );
    report.figure({ name: "1 process", value: single.perSecond, unit: "/s", note: detail(single) });
    report.figure({ name: `${PROCESSES} processes`, value: several.perSecond, unit: "/s", note: detail(several) });
    report.figure({
      name: `ratio ${PROCESSES} processes / 1`,
      value: several.perSecond / single.perSecond,
      digits: 2,
      unit: "×",
      target: { atLeast: TARGET_PROCESSES_RATIO },
      note: `cores busy ${several.busyCores.reduce((total, b) => total + b, 0).toFixed(2)} against ${single.busyCores.reduce((total, b) => total + b, 0).toFixed(2)}`,
    });
  } finally {
    await Promise.all(others.map((side) => stopBenchChild(side.child)));
  }
}

async function main() {
  await withBenchDatabase(benchDatabaseUrl, "sondar_bench_ingest", async (url) => {
    await migrateBenchDatabase(url);
    const server = benchServerScript(import.meta.filename);

    // Both servers stay up and take turns (S B, B S, S B…), so a load that other processes on
    // the machine put on it in the meantime falls on both sides alike.
    const sondar = await startSide(server, "sondar", url);
    const baseline = await startSide(server, "baseline", url).catch(async (error: unknown) => {
      await stopBenchChild(sondar.child);
      throw error;
    });
    const report = createReport();
    const counter = new pg.Client({ connectionString: url });
    await counter.connect();
    try {
      // Warm-up (JIT, pool connections, the GeoIP tables), not reported.
      for (const side of [sondar, baseline]) await load(side.port, side.path, WARMUP_S);
      const slice = DURATION_S / ROUNDS;
      const roundLines: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [sondar, baseline] : [baseline, sondar];
        const done = new Map<Side, Phase>();
        for (const side of order) done.set(side, await measurePhase(side, slice, counter));
        const rate = (side: Side) => (done.get(side)?.ok ?? 0) / slice;
        roundLines.push(
          `  round ${round + 1}: Sondar ${rate(sondar).toFixed(0)}/s, baseline ${rate(baseline).toFixed(0)}/s, ratio ${(rate(sondar) / rate(baseline)).toFixed(2)}`,
        );
      }
      // The processes comparison has the machine without the bare server.
      await stopBenchChild(baseline.child);
      const counted = await counter.query<{ responses: string; alerts: string }>(
        `select (select count(*) from survey_responses) as responses, (select count(*) from pending_response_alerts) as alerts`,
      );

      const ours = figuresOf(sondar);
      const bare = figuresOf(baseline);
      const detail = (f: Figures) =>
        `p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, server CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request ` +
        `(${f.ok} acknowledged, ${f.failed} failed of which ${f.timeouts} timed out; ${f.stored} rows stored` +
        `${f.stored < f.ok ? ", FEWER THAN ACKNOWLEDGED" : ""})`;
      console.log(
        `complete-response submissions on PostgreSQL (servers ${describeBenchServer(server)}): ${CONNECTIONS} connections, ` +
          `${DURATION_S} s each after ${WARMUP_S} s warm-up, in ${ROUNDS} alternating rounds`,
      );
      report.figure({ name: "Sondar POST /api/public/.../submit", value: ours.perSecond, unit: "/s", note: detail(ours) });
      report.figure({ name: "bare node:http + pg, one INSERT", value: bare.perSecond, unit: "/s", note: detail(bare) });
      report.figure({
        name: "ratio Sondar / baseline",
        value: ours.perSecond / bare.perSecond,
        digits: 2,
        unit: "×",
        target: { atLeast: TARGET_RATIO },
        note:
          `SQL statements per submit: ${ours.queriesPerRequest.toFixed(2)}, one carrying every submit waiting for it; ` +
          `rows written incl. warm-up: ${counted.rows[0]?.responses} responses, ${counted.rows[0]?.alerts} pending alerts`,
      });
      report.figure({ name: "Sondar p99", value: ours.p99, unit: " ms", target: { atMost: TARGET_P99_MS } });
      for (const roundLine of roundLines) console.log(roundLine);

      if (PROCESSES > 1) await compareProcesses(report, server, sondar, url, counter);
    } finally {
      await counter.end();
      await Promise.all([stopBenchChild(sondar.child), stopBenchChild(baseline.child)]);
    }
    report.finish();
  });
}

if (process.argv[2] === "--serve") {
  const kind = process.argv[3];
  const url = process.argv[4] as string;
  await (kind === "sondar" ? serveBenchSurvey(url, { questions: TEN_QUESTIONS }) : serveBaseline(url));
} else {
  await main();
}
