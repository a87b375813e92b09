// npm run test:faults: the real server on a real PostgreSQL (and on PGlite) under respondents'
// load, while faults are done to it: the server killed with SIGKILL and restarted, its database
// connections terminated, the database stalled, refused (by the proxy and by ALLOW_CONNECTIONS)
// and locked, two processes on one PGlite folder. Respondents retry as the respondent page
// does; afterwards every acknowledged response must be stored once. Prints acknowledged / lost
// / duplicated per scenario and exits non-zero when any response is lost or duplicated, or the
// server did not stay up or restart cleanly. See docs/decisions/033-fault-suite.md. Then the
// mail outbox: the server killed while sending 200 mails, restarted; every mail must arrive,
// each under one Message-ID (docs/decisions/289-mail-kill-test.md).
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openDatabase } from "../../src/db/open-database";
import { startTcpProxy } from "../tcp-proxy";
import { mailKillScenario } from "./mail-faults";
import { publishSurvey } from "./publish-survey";
import { driveRespondents, type LoadOutcome } from "./respondents";
import { freePort, spawnServer, stopServer, waitForHealth, type ServerProcess } from "./server-process";

const BASE_URL = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CONCURRENCY = Number(process.env.FAULTS_CONCURRENCY ?? 16);
/** Load before and after each fault. */
const STEADY_MS = 2_000;
const WORK = path.resolve(import.meta.dirname, `../../../../.tmp/faults-${process.pid}`);
const LOGS = path.resolve(import.meta.dirname, "../../../../.tmp/faults-logs");

interface ScenarioResult {
  name: string;
  acknowledged: number;
  lost: number;
  duplicated: number;
  retried: number;
  unfinished: number;
  refused: string[];
  server: string;
  /** Why the server part failed, if it did. */
  serverFailure: string | null;
}

/** A fault done to the server under load: says how the server came through, or throws why it did not. */
type Fault = () => Promise<string>;

/** Runs the respondents, does the fault after a steady spell, and lets them finish. */
async function underLoad(baseUrl: string, shareId: string, fault: Fault) {
  let stopped = false;
  let deadline = Number.POSITIVE_INFINITY;
  const load = driveRespondents({ baseUrl, shareId, concurrency: CONCURRENCY, stopped: () => stopped, deadline: () => deadline });
  await sleep(STEADY_MS);
  let server: string;
  let serverFailure: string | null = null;
  try {
    server = await fault();
  } catch (error) {
    server = "did not come through";
    serverFailure = error instanceof Error ? error.message : String(error);
  }
  await sleep(STEADY_MS);
  stopped = true;
  // Respondents still retrying get a minute to be acknowledged.
  deadline = Date.now() + 60_000;
  return { outcome: await load, server, serverFailure };
}

/** Rows of the acknowledged submissions: lost when missing (or another response), duplicated when stored twice. */
function countLosses(outcome: LoadOutcome, rows: { id: string; client_submission_id: string | null; status: string }[]) {
  const stored = new Map<string, { id: string; status: string }[]>();
  for (const row of rows) {
    if (!row.client_submission_id) continue;
    stored.set(row.client_submission_id, [...(stored.get(row.client_submission_id) ?? []), row]);
  }
  let lost = 0;
  let duplicated = 0;
  for (const [clientSubmissionId, responseId] of outcome.acknowledged) {
    const found = stored.get(clientSubmissionId) ?? [];
    if (found.length > 1) duplicated += found.length - 1;
    const complete = found.find((row) => row.status === "complete");
    if (!complete || (responseId !== null && complete.id !== responseId)) lost += 1;
  }
  return { lost, duplicated };
}

function toResult(
  name: string,
  run: Awaited<ReturnType<typeof underLoad>>,
  losses: { lost: number; duplicated: number },
): ScenarioResult {
  const { outcome } = run;
  return {
    name,
    acknowledged: outcome.acknowledged.size,
    ...losses,
    retried: outcome.retriedUnavailable + outcome.retriedNetwork,
    unfinished: outcome.unfinished,
    refused: outcome.refused,
    server: run.server,
    serverFailure: run.serverFailure,
  };
}

const passed = (r: ScenarioResult) =>
  r.acknowledged > 0 && r.lost === 0 && r.duplicated === 0 && r.unfinished === 0 && r.refused.length === 0 && !r.serverFailure;

async function postgresScenarios(): Promise<ScenarioResult[]> {
  const dbName = `sondar_faults_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(BASE_URL);
  databaseUrl.pathname = `/${dbName}`;
  // Named, so terminating "the server's connections" leaves the suite's own alone.
  const direct = new pg.Client({ connectionString: databaseUrl.toString(), application_name: "fault-suite" });
  const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, { DATABASE_URL: viaProxy.toString(), DATA_DIR: path.join(WORK, "postgres-uploads") });
  const log = path.join(LOGS, "postgres-server.log");
  let server: ServerProcess = spawnServer(env, log);
  const results: ScenarioResult[] = [];
  try {
    await waitForHealth(server, baseUrl);
    await direct.connect();
    const shareId = await publishSurvey(baseUrl);
    const [survey] = (await direct.query<{ id: string }>("select id from surveys where share_id = $1", [shareId])).rows;
    const rowsOfSurvey = async () =>
      (
        await direct.query<{ id: string; client_submission_id: string | null; status: string }>(
          "select id, client_submission_id, status from survey_responses where survey_id = $1",
          [survey?.id],
        )
      ).rows;
    const stillUp = async (pid: number) => {
      if (!server.isRunning() || server.pid !== pid)
        throw new Error(`the server (pid ${pid}) died: ${lastWords(server.stderr())}`);
      await waitForHealth(server, baseUrl, 30_000);
      return `alive (pid ${pid}), healthy after`;
    };
    const scenario = async (name: string, fault: Fault) => {
      const run = await underLoad(baseUrl, shareId, fault);
      results.push(toResult(name, run, countLosses(run.outcome, await rowsOfSurvey())));
    };

    await scenario("server killed (SIGKILL), restarted", async () => {
      const killed = server;
      killed.child.kill("SIGKILL");
      await killed.exited;
      const restartedAt = performance.now();
      server = spawnServer(env, log);
      await waitForHealth(server, baseUrl);
      return `restarted in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s (pid ${killed.pid} → ${server.pid})`;
    });

    await scenario("connections terminated (pg_terminate_backend) ×3", async () => {
      const pid = server.pid;
      let terminated = 0;
      for (let round = 0; round < 3; round += 1) {
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> 'fault-suite'",
          [dbName],
        );
        terminated += rowCount ?? 0;
        await sleep(500);
      }
      return `${await stillUp(pid)}; ${terminated} connections terminated`;
    });

    await scenario("database stalled 5 s (proxy holds every byte)", async () => {
      const pid = server.pid;
      proxy.pause();
      let during: number | string;
      try {
        await sleep(1_000);
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(
          (error: Error) => error.message,
        );
        during = typeof res === "string" ? res : res.status;
        await sleep(4_000);
      } finally {
        proxy.resume();
      }
      if (during !== 503) throw new Error(`/api/health answered ${during} while the database stalled, not 503`);
      return `${await stillUp(pid)}; health 503 during the stall`;
    });

    await scenario("database gone 3 s (connections reset, then refused)", async () => {
      const pid = server.pid;
      await proxy.down();
      await sleep(3_000);
      await proxy.up();
      return stillUp(pid);
    });

    await scenario("database refuses new connections 3 s (ALLOW_CONNECTIONS false)", async () => {
      const pid = server.pid;
      await admin.query(`alter database ${dbName} allow_connections false`);
      try {
        // The server's open connections go too, so it must ask for new ones (SQLSTATE 55000).
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> 'fault-suite'",
          [dbName],
        );
        await sleep(3_000);
      } finally {
        await admin.query(`alter database ${dbName} allow_connections true`);
      }
      return stillUp(pid);
    });

    await scenario("table locked 4 s (statement timeouts)", async () => {
      const pid = server.pid;
      const locker = new pg.Client({ connectionString: databaseUrl.toString(), application_name: "fault-suite" });
      await locker.connect();
      let during: number | string;
      try {
        await locker.query("begin");
        await locker.query("lock table survey_responses in access exclusive mode");
        await sleep(1_000);
        // Readiness must see that submits cannot be written, though the table it reads is free.
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(
          (error: Error) => error.message,
        );
        during = typeof res === "string" ? res : res.status;
        await sleep(3_000);
        await locker.query("rollback");
      } finally {
        await locker.end();
      }
      if (during !== 503) throw new Error(`/api/health answered ${during} while the responses table was locked, not 503`);
      return `${await stillUp(pid)}; health 503 during the lock`;
    });
  } finally {
    await stopServer(server);
    await direct.end().catch(() => undefined);
    await proxy.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  return results;
}

async function pgliteScenario(): Promise<ScenarioResult> {
  const dataDir = path.join(WORK, "pglite");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, { DATA_DIR: dataDir });
  const log = path.join(LOGS, "pglite-server.log");
  let server = spawnServer(env, log);
  let run: Awaited<ReturnType<typeof underLoad>>;
  try {
    await waitForHealth(server, baseUrl);
    const shareId = await publishSurvey(baseUrl);
    run = await underLoad(baseUrl, shareId, async () => {
      const first = server;
      const second = spawnServer(serverEnv(await freePort(), { DATA_DIR: dataDir }), path.join(LOGS, "pglite-second.log"));
      const timer = setTimeout(() => second.child.kill("SIGKILL"), 60_000);
      const { code } = await second.exited;
      clearTimeout(timer);
      const lines = second.stderr().trim().split("\n");
      if (code !== 1 || lines.length !== 1 || !lines[0]?.includes(`is in use by process ${first.pid}`)) {
        throw new Error(`the second process was not refused with one line (exit ${code}): ${lastWords(second.stderr())}`);
      }
      if (!first.isRunning()) throw new Error("the first process died when the second one started");
      await waitForHealth(first, baseUrl, 30_000);
      first.child.kill("SIGKILL");
      await first.exited;
      const restartedAt = performance.now();
      server = spawnServer(env, log);
      await waitForHealth(server, baseUrl);
      return `second refused; restarted after SIGKILL in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`;
    });
  } finally {
    await stopServer(server);
  }
  const database = await openDatabase({ dataDir });
  try {
    const { rows } = (await database.db.execute("select id, client_submission_id, status from survey_responses")) as unknown as {
      rows: { id: string; client_submission_id: string | null; status: string }[];
    };
    return toResult("PGlite: second process on the folder, then SIGKILL", run, countLosses(run.outcome, rows));
  } finally {
    await database.close();
  }
}

/** The line of a process's stderr that says what went wrong, rather than a whole stack trace. */
function lastWords(stderr: string): string {
  const lines = stderr.split("\n").map((line) => line.trim());
  const said = lines.find((line) => /^(\w*Error|error|Sondar could not start):/.test(line)) ?? lines.find(Boolean);
  return (said ?? "(nothing on stderr)").slice(0, 300);
}

function serverEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: path.join(WORK, "web-dist"),
    PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "10000000",
    PUBLIC_PARTIAL_LIMIT_PER_MINUTE: "10000000",
    // The simulated respondents submit without opening the page, so no start token to wait on.
    SPAM_MIN_ANSWER_SECONDS: "0",
    // Short, so a stalled database shows within the suite's few seconds of fault.
    DATABASE_STATEMENT_TIMEOUT_MS: "2000",
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
    ...extra,
  };
}

function printTable(results: ScenarioResult[]) {
  const head = ["scenario", "acknowledged", "lost", "duplicated", "retried", "unfinished", "server"];
  const rows = results.map((r) => [
    `${passed(r) ? "ok  " : "FAIL"} ${r.name}`,
    String(r.acknowledged),
    String(r.lost),
    String(r.duplicated),
    String(r.retried),
    String(r.unfinished),
    r.server,
  ]);
  const widths = head.map((h, i) => Math.max(h.length + (i === 0 ? 5 : 0), ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(["     " + head[0], ...head.slice(1)]));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.serverFailure) console.log(`  ${r.name}: ${r.serverFailure}`);
    if (r.refused.length)
      console.log(`  ${r.name}: ${r.refused.length} answers a respondent cannot retry, e.g. ${r.refused.slice(0, 3).join("; ")}`);
  }
}

async function main() {
  const started = performance.now();
  mkdirSync(path.join(WORK, "web-dist"), { recursive: true });
  mkdirSync(LOGS, { recursive: true });
  const results: ScenarioResult[] = [];
  try {
    results.push(...(await postgresScenarios()));
    const mail = await mailKillScenario(BASE_URL, serverEnv, WORK, LOGS);
    results.push({
      name: "mail: server killed (SIGKILL) while sending, restarted",
      acknowledged: mail.written,
      lost: mail.lost,
      duplicated: mail.duplicated,
      retried: mail.copies,
      unfinished: mail.unfinished,
      refused: [],
      server: mail.server,
      serverFailure: mail.serverFailure,
    });
    results.push(await pgliteScenario());
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
  console.log(
    `\nFault suite: ${CONCURRENCY} respondents, ${((performance.now() - started) / 1000).toFixed(0)} s; server logs in ${LOGS}`,
  );
  printTable(results);
  const failed = results.filter((r) => !passed(r)).length;
  console.log(`\nfaults: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
