import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://localhost:41234. */
    baseURL: string;
    /** The PostgreSQL database the server under test uses, for setting plan states. */
    databaseUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const HEALTH_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;

/** A TCP port that was free a moment ago on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") {
        probe.close();
        reject(new Error("could not read the probe port"));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

/** Builds the web app when it is missing or older than its sources (shared with `npm start`). */
function buildWebIfStale() {
  const result = spawnSync(process.execPath, [path.join(repoRoot, "scripts/web-build.mjs")], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`building the web app failed (exit ${result.status ?? result.signal})`);
}

async function waitForHealth(url: string, server: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exited: string | undefined;
  server.once("exit", (code, signal) => {
    exited = `exited early (code ${code ?? "none"}, signal ${signal ?? "none"})`;
  });
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (exited) throw new Error(`[e2e] the server ${exited}:\n${stderr()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      lastProblem = `HTTP ${res.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`[e2e] ${url} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}).\n${stderr()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), KILL_GRACE_MS);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

/**
 * Starts the production server with the mail outbox on a fresh PostgreSQL database (so the
 * journeys can put a user on a paid plan before billing exists), once for the whole run.
 */
export default async function setup(project: TestProject) {
  buildWebIfStale();

  const adminUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const dbName = `sondar_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const dropDatabase = async () => {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sondar-e2e-"));
  const baseURL = `http://localhost:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: "warn",
    // Each browser context sends its own X-Forwarded-For (support/browser.ts), like visitors behind a proxy.
    TRUST_PROXY_HOPS: "1",
    DATABASE_URL: databaseUrl.toString(),
    // The webhook journey's receiver listens on loopback, which deliveries refuse by default.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // Journeys answer faster than a person and support/responses.ts posts without the page;
    // the spam shield's own tests are the server's (apps/server/src/modules/spam-shield/).
    SPAM_MIN_ANSWER_SECONDS: "0",
  };
  delete env.SMTP_URL;

  const server = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderrText = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    stderrText += chunk.toString();
    process.stderr.write(chunk);
  });
  server.stdout?.on("data", (chunk: Buffer) => process.stdout.write(chunk));

  try {
    await waitForHealth(`${baseURL}/api/health`, server, () => stderrText);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase();
    throw error;
  }

  project.provide("baseURL", baseURL);
  project.provide("databaseUrl", databaseUrl.toString());

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
}
