// npm run bench:survey-page: a published survey's page (GET /s/:shareId) under a viral link,
// through our real server (Hono on @hono/node-server, PostgreSQL), served from the page cache
// (docs/decisions/268-survey-page-cache.md). Prints each figure beside its target (5,000 full
// pages/s with p99 within 30 ms at 64 connections); exits 1 on a missed one only under BENCH_STRICT=1.
//
// The server runs in a child process (this file with --serve), autocannon in this one, so the
// load generator does not share the server's event loop. Two loads: full pages (each with its own
// start token), and browsers revalidating the page they have (If-None-Match, answered 304). The
// SQL statements the server ran per page are counted: the cache should need none. The server runs
// bundled as `npm start` runs ours (bench/support/bench-bundle.ts; BENCH_SERVER=source: tsx).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchServerScript, describeBenchServer } from "./support/bench-bundle";
import { askChild, forkBenchChild, stopBenchChild } from "./support/bench-child";
import { benchDatabaseUrl, migrateBenchDatabase, withBenchDatabase } from "./support/bench-database";
import { TEN_QUESTIONS } from "./support/bench-respondents";
import { createReport } from "./support/report-target";
import { serveBenchSurvey, type ServerStats, type SurveyServerReady } from "./support/survey-server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
const WARMUP_S = 2;
const TARGET_PER_SECOND = 5000;
const TARGET_P99_MS = 30;

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
  const before = await askChild<ServerStats>(child, "stats");
  const figures = await load(port, pagePath, DURATION_S, headers);
  const after = await askChild<ServerStats>(child, "stats");
  const requests = Math.max(1, figures.ok + figures.notModified + figures.failed);
  return {
    ...figures,
    queriesPerPage: (after.queries - before.queries) / requests,
    cpuMsPerPage: (after.cpuMs - before.cpuMs) / requests,
  };
}

async function main() {
  const webDistDir = mkdtempSync(path.join(tmpdir(), "sondar-bench-page-"));
  writeFileSync(path.join(webDistDir, "survey.html"), SURVEY_HTML);
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><html><head><title>App</title></head><body></body></html>");
  try {
    await withBenchDatabase(benchDatabaseUrl, "sondar_bench_page", async (url) => {
      await migrateBenchDatabase(url);
      const server = benchServerScript(import.meta.filename);
      const { child, ready } = await forkBenchChild<SurveyServerReady>(server, [url, webDistDir], { startFlags: true });
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

        const report = createReport();
        const detail = (f: Awaited<ReturnType<typeof measure>>) =>
          `p50 ${f.p50.toFixed(0)} ms, server CPU ${f.cpuMsPerPage.toFixed(3)} ms/page, ` +
          `SQL ${f.queriesPerPage.toFixed(3)}/page, ${f.bytesPerPage.toFixed(0)} B/answer ` +
          `(${f.ok} 200, ${f.notModified} 304, ${f.failed} failed)`;
        console.log(
          `survey page on PostgreSQL (server ${describeBenchServer(server)}): ${CONNECTIONS} connections, ` +
            `${DURATION_S} s each after ${WARMUP_S} s warm-up`,
        );
        // The target is the full page's: a revalidation is the cheaper answer, printed beside it.
        report.figure({
          name: "GET /s/:shareId (full page)",
          value: full.perSecond,
          unit: "/s",
          target: { atLeast: TARGET_PER_SECOND },
          note: detail(full),
        });
        report.figure({ name: "full page p99", value: full.p99, unit: " ms", target: { atMost: TARGET_P99_MS } });
        report.figure({
          name: "GET /s/:shareId (If-None-Match: 304)",
          value: revalidated.perSecond,
          unit: "/s",
          note: detail(revalidated),
        });
        report.figure({ name: "304 p99", value: revalidated.p99, unit: " ms" });
        report.finish();
      } finally {
        await stopBenchChild(child);
      }
    });
  } finally {
    rmSync(webDistDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--serve") {
  await serveBenchSurvey(process.argv[3] as string, { questions: TEN_QUESTIONS }, { WEB_DIST_DIR: process.argv[4] as string });
} else {
  await main();
}
