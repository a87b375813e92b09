// npm run bench:survey-page: a published survey's page (GET /s/:shareId) under a viral link,
// through our real server (Hono on @hono/node-server, PostgreSQL), served from the page cache
// (docs/decisions/268-survey-page-cache.md). Prints figures and asserts nothing; the target is
// 5,000 pages/s with p99 within 30 ms at 64 connections.
//
// The server runs in a child process (this file with --serve), autocannon in this one, so the
// load generator does not share the server's event loop. Two loads: full pages (each with its own
// start token), and browsers revalidating the page they have (If-None-Match, answered 304). The
// SQL statements the server ran per page are counted: the cache should need none.
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { withDatabase } from "./support/bench-database";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
const WARMUP_S = 2;

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Ten questions, one of each common kind: a page of a realistic size. */
const QUESTIONS = [
  { id: "q_name", type: "text", title: "Your name", required: true },
  { id: "q_story", type: "textarea", title: "Tell us more about how you use the product at work and at home" },
  { id: "q_email", type: "email", title: "E-mail" },
  { id: "q_age", type: "number", title: "Age", numberSettings: { min: 0, max: 120 } },
  { id: "q_plan", type: "multiple-choice", title: "Plan", options: ["Free", "Pro", "Team"] },
  { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "School", "Home"] },
  { id: "q_stars", type: "rating", title: "Rating", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "Recommend?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_again", type: "yes-no", title: "Again?" },
  { id: "q_where", type: "dropdown", title: "Found us", options: ["Search", "Friend", "Ad"] },
];

/** Shaped like the built survey.html: its head's tags and the module script, no body content. */
const SURVEY_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Survey</title>
    <script type="module" crossorigin src="/assets/survey-3f9a1c2b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/respondent-core-8d7e6f5a.js">
    <link rel="stylesheet" crossorigin href="/assets/survey-1a2b3c4d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** CPU time (user + system) this process has used, in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Child: the server.

async function serveSondar(url: string, webDistDir: string) {
  const { serve } = await import("@hono/node-server");
  const { openDatabase } = await import("../apps/server/src/db/open-database");
  const { inProcessClient, publishBenchSurvey, signUpBenchOwner } = await import("./support/bench-owner");
  const { buildBenchServer } = await import("./support/bench-server");

  let queries = 0;
  const database = await openDatabase({ url, dataDir: "", onQuery: () => (queries += 1) });
  const origin = "http://127.0.0.1";
  const { app } = await buildBenchServer(database, origin, { WEB_DIST_DIR: webDistDir });

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

// ---------------------------------------------------------------------------------------------
// Parent: database, load, report.

type Ready = { port: number; shareId: string };
type Stats = { queries: number; cpuMs: number };

function startChild(url: string, webDistDir: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(import.meta.filename, ["--serve", url, webDistDir], {
    execArgv: [...process.execArgv, ...profile],
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

function askStats(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once("message", (m) => resolve(m as Stats));
    child.send("stats");
  });
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  notModified: number;
  failed: number;
  bytesPerPage: number;
}

function load(port: number, pagePath: string, durationS: number, headers: Record<string, string> = {}): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${pagePath}`,
        connections: CONNECTIONS,
        duration: durationS,
        headers: { "accept-language": "en-US,en;q=0.9", ...headers },
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const answered = result["1xx"] + result["2xx"] + result["3xx"];
        resolve({
          perSecond: answered / durationS,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok: result["2xx"],
          notModified: result["3xx"],
          failed: result.non2xx - result["3xx"] + result.errors,
          bytesPerPage: answered ? result.throughput.total / answered : 0,
        });
      },
    );
  });
}

async function measure(child: ChildProcess, port: number, pagePath: string, headers: Record<string, string> = {}) {
  const before = await askStats(child);
  const figures = await load(port, pagePath, DURATION_S, headers);
  const after = await askStats(child);
  const requests = Math.max(1, figures.ok + figures.notModified + figures.failed);
  return {
    ...figures,
    queriesPerPage: (after.queries - before.queries) / requests,
    cpuMsPerPage: (after.cpuMs - before.cpuMs) / requests,
  };
}

async function main() {
  const dbName = `sondar_bench_page_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = withDatabase(baseUrl, dbName);
  const webDistDir = mkdtempSync(path.join(tmpdir(), "sondar-bench-page-"));
  writeFileSync(path.join(webDistDir, "survey.html"), SURVEY_HTML);
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><html><head><title>App</title></head><body></body></html>");
  try {
    const { openDatabase } = await import("../apps/server/src/db/open-database");
    const database = await openDatabase({ url, dataDir: "" });
    await database.migrate();
    await database.close();

    const { child, ready } = await startChild(url, webDistDir);
    const pagePath = `/s/${ready.shareId}`;
    try {
      const probe = await fetch(`http://127.0.0.1:${ready.port}${pagePath}`, { headers: { "accept-language": "en" } });
      const etag = probe.headers.get("etag") ?? "";
      if (probe.status !== 200 || !etag) throw new Error(`the page answered ${probe.status} without an ETag`);
      await probe.text();
      // Warm-up (JIT, the first render), not reported.
      await load(ready.port, pagePath, WARMUP_S);
      const full = await measure(child, ready.port, pagePath);
      const revalidated = await measure(child, ready.port, pagePath, { "if-none-match": etag });

      const line = (name: string, f: Awaited<ReturnType<typeof measure>>) =>
        `${name.padEnd(36)} ${f.perSecond.toFixed(0).padStart(7)}/s   p50 ${f.p50.toFixed(0).padStart(3)} ms   ` +
        `p99 ${f.p99.toFixed(0).padStart(3)} ms   server CPU ${f.cpuMsPerPage.toFixed(3)} ms/page   ` +
        `SQL ${f.queriesPerPage.toFixed(3)}/page   ${f.bytesPerPage.toFixed(0)} B/answer   ` +
        `(${f.ok} 200, ${f.notModified} 304, ${f.failed} failed)`;
      console.log(
        `survey page on PostgreSQL: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up ` +
          `(target: 5000/s, p99 <= 30 ms)`,
      );
      console.log(line("GET /s/:shareId (full page)", full));
      console.log(line("GET /s/:shareId (If-None-Match: 304)", revalidated));
    } finally {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send("stop");
      });
    }
  } finally {
    rmSync(webDistDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === "--serve") {
  await serveSondar(process.argv[3] as string, process.argv[4] as string);
} else {
  await main();
}
