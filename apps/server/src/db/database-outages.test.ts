// The server on a real PostgreSQL that goes away: connections terminated, refused, stalled,
// blocked by a lock, or a database that can no longer write. The process stays up, answers 503
// with a retry hint meanwhile, and recovers by itself. The server reaches PostgreSQL through a
// loopback proxy (test/tcp-proxy.ts) that can stall or cut the connections.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { questionSchema } from "@sondar/core/surveys/question-schema";
import { eq, sql } from "drizzle-orm";
import pg, { type Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogger } from "../../test/capture-logger";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy";
import { createTestDatabaseUrl } from "../../test/test-database";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../test/test-server";
import { createPublishedSurvey, makeActive, question, type ErrorBody } from "../modules/public-surveys/test-surveys";
import type { DatabaseHandle } from "./database";
import { openDatabase } from "./open-database";
import { readExportBatches } from "../modules/response-exports/read-export-batches";
import { surveyResponses } from "./schema/surveys";

let proxy: TcpProxy;
let database: DatabaseHandle;
let server: TestServer;
let owner: TestClient;
let admin: pg.Client;
let databaseName: string;
let databaseUrl: string;
let shareId: string;
let surveyId: string;
const log = captureLogger();

// A built respondent page, so the survey page route embeds what it read.
const distDir = mkdtempSync(path.join(os.tmpdir(), "sondar-outage-dist-"));
writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head></head><body>shell</body></html>");
writeFileSync(path.join(distDir, "survey.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');

const pool = () => (database.db as unknown as { $client: Pool }).$client;

/** Ends every connection the server holds, as an administrator or a restarting PostgreSQL does. */
async function terminateServerConnections() {
  const { rowCount } = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [databaseName],
  );
  return rowCount ?? 0;
}

/** A respondent's complete response to the file's survey, under its own submission id. */
function submit(clientSubmissionId = randomUUID(), name = "Ana") {
  return server.client("203.0.113.50").post(`/api/public/surveys/${shareId}/submit`, {
    clientSubmissionId,
    answers: { q_name: name },
  });
}

const health = () => server.client().get("/api/health");

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("DATABASE_UNAVAILABLE");
  expect(body.error.message).toMatch(/unavailable/i);
}

const waitUntilHealthy = () =>
  vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 15_000, interval: 200 });

describe.runIf(process.env.DB_KIND === "postgres")("the server when PostgreSQL goes away", () => {
  beforeAll(async () => {
    const url = new URL(await createTestDatabaseUrl());
    databaseUrl = url.toString();
    databaseName = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      url: viaProxy.toString(),
      dataDir: "",
      timeouts: { statementMs: 1_000, connectMs: 1_000 },
    });
    server = await createTestServer({
      database,
      env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000", WEB_DIST_DIR: distDir },
      logger: log.logger,
    });
    const signedUp = await signUpVerified(server, { name: "Owner" });
    await makeActive(server, signedUp.userId);
    owner = signedUp.client;
    ({ surveyId, shareId } = (await createPublishedSurvey(signedUp, { questions: [question("text", "q_name")] })) as {
      surveyId: string;
      shareId: string;
    });
  });

  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
    await admin?.end();
    await proxy?.close();
  });

  it("keeps running when its idle connections are terminated, and opens new ones", async () => {
    // Several pooled connections, idle once these return.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    // The pool hears of each loss and drops the connection (unheard, the event ended the process).
    await vi.waitFor(() => expect(pool().totalCount).toBe(0));
    expect((await health()).status).toBe(200);
    expect((await submit()).status).toBe(201);
  });

  it("keeps running when a connection is terminated inside a transaction; the transaction fails", async () => {
    const outcome = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateServerConnections();
      // Between two statements: the loss arrives as an event on the checked-out connection.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    expect((await health()).status).toBe(200);
  });

  it("answers 503 DATABASE_UNAVAILABLE with Retry-After while the database refuses connections, then recovers", async () => {
    const clientSubmissionId = randomUUID();
    await proxy.down();
    try {
      expect((await health()).status).toBe(503);
      await expectUnavailable(await submit(clientSubmissionId));
      await expectUnavailable(await owner.get("/api/surveys"));
      // A respondent opening the link gets the survey page, which asks again by itself, not the API's JSON.
      const page = await server.client().get(`/s/${shareId}`);
      expect([page.status, page.headers.get("retry-after"), page.headers.get("content-type")]).toEqual([
        503,
        "5",
        "text/html; charset=UTF-8",
      ]);
      expect(await page.text()).toContain('<script type="application/json" id="survey-data">{"error":"unavailable"}</script>');
    } finally {
      await proxy.up();
    }
    await waitUntilHealthy();
    // The respondent's retry with the same id stores the response once.
    expect((await submit(clientSubmissionId)).status).toBe(201);
    expect((await submit(clientSubmissionId)).status).toBe(200);
    const rows = await database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.clientSubmissionId, clientSubmissionId));
    expect(rows).toHaveLength(1);
  });

  it("answers 503 with Retry-After while the database refuses new connections (ALLOW_CONNECTIONS false), logging no answers", async () => {
    const clientSubmissionId = randomUUID();
    const answer = `Confidential ${randomUUID()}`;
    // From another database: PostgreSQL will not close the one it is connected to.
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    await elsewhere.query(`alter database ${databaseName} allow_connections false`);
    try {
      // Only new connections are refused (SQLSTATE 55000): the pool must open one.
      await terminateServerConnections();
      await vi.waitFor(() => expect(pool().totalCount).toBe(0));
      log.lines.length = 0;
      await expectUnavailable(await submit(clientSubmissionId, answer));
      await expectUnavailable(await owner.get("/api/surveys"));
      expect((await health()).status).toBe(503);
      const lines = JSON.stringify(log.lines);
      expect(lines).toContain('"code":"55000"');
      expect(lines).not.toContain(answer);
      expect(log.lines.filter((line) => line.level === 50)).toEqual([]);
    } finally {
      await elsewhere.query(`alter database ${databaseName} allow_connections true`);
      await elsewhere.end();
    }
    await waitUntilHealthy();
    expect((await submit(clientSubmissionId, answer)).status).toBe(201);
  });

  it("answers health, the survey and submits with 503 while the database stalls, instead of hanging, then recovers", async () => {
    proxy.pause();
    try {
      const res = await health();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "error", failed: "read" });
      await expectUnavailable(await server.client().get(`/api/public/surveys/${shareId}`));
      await expectUnavailable(await submit());
    } finally {
      proxy.resume();
    }
    await waitUntilHealthy();
    expect((await submit()).status).toBe(201);
  });

  it("cancels a statement held up by a lock after the statement timeout, with 503", async () => {
    await admin.query("begin");
    try {
      await admin.query("lock table survey_responses in access exclusive mode");
      await expectUnavailable(await submit());
    } finally {
      await admin.query("rollback");
    }
    expect((await submit()).status).toBe(201);
  });

  it("reports 503 on /api/health while the responses table is locked, though the table it probes is not", async () => {
    await admin.query("begin");
    try {
      // Reads go on; every insert waits.
      await admin.query("lock table survey_responses in exclusive mode");
      const res = await health();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "error", failed: "write" });
      expect((await owner.get(`/api/surveys/${surveyId}`)).status).toBe(200);
    } finally {
      await admin.query("rollback");
    }
    expect((await health()).status).toBe(200);
  });

  describe("with a statement timeout longer than the respondents' deadline", () => {
    let patient: TestServer;

    beforeAll(async () => {
      const database = await openDatabase({ url: databaseUrl, dataDir: "", timeouts: { statementMs: 20_000, connectMs: 1_000 } });
      patient = await createTestServer({
        database,
        env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000", WEB_DIST_DIR: distDir, RESPONDENT_WRITE_DEADLINE_MS: "1000" },
      });
    });

    const submitTo = (clientSubmissionId: string) =>
      patient
        .client("203.0.113.51")
        .post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId, answers: { q_name: "Ana" } });

    it("answers every submit 503 at its deadline while the responses table is locked, not when the lock goes; the retries store each once", async () => {
      const ids = Array.from({ length: 8 }, () => randomUUID());
      let locked = true;
      const unlock = async () => {
        if (!locked) return;
        locked = false;
        await admin.query("rollback");
      };
      await admin.query("begin");
      let answers: { res: Response; whileLocked: boolean }[];
      try {
        await admin.query("lock table survey_responses in access exclusive mode");
        // Three statements run (and wait for the lock); the other submits wait for them.
        const sent = Promise.all(ids.map((id) => submitTo(id).then((res) => ({ res, whileLocked: locked }))));
        // The lock goes once every submit is answered, or after three deadlines.
        await Promise.race([sent, sleep(3_000)]);
        await unlock();
        answers = await sent;
      } finally {
        await unlock();
      }
      for (const { res, whileLocked } of answers) {
        expect(whileLocked).toBe(true);
        await expectUnavailable(res);
      }
      // The statements that were running when their requests were answered commit once the lock goes:
      // the respondent page's retry with the same id finds each (200), the others are written now (201).
      const retries = await Promise.all(ids.map(async (id) => (await submitTo(id)).status));
      expect(retries.every((status) => status === 200 || status === 201)).toBe(true);
      expect(retries).toContain(200);
      const stored = await admin.query<{ client_submission_id: string }>(
        "select client_submission_id from survey_responses where client_submission_id = any($1)",
        [ids],
      );
      expect(stored.rows.map((row) => row.client_submission_id).sort()).toEqual([...ids].sort());
    });
  });

  it("lets an export take longer than the statement timeout: it has a connection of its own", async () => {
    // About 7 MB of answers: more than the sockets buffer, so PostgreSQL waits while the reader does.
    const essays = Array.from({ length: 8 }, () => randomBytes(675_000).toString("base64"));
    await database.db
      .insert(surveyResponses)
      .values(essays.map((essay) => ({ surveyId, status: "complete", completedAt: new Date(), answers: { q_name: essay } })));
    const questions = listExportQuestions([questionSchema.parse({ id: "q_name", type: "text", title: "Name" })]);
    const batches = readExportBatches(
      { db: database.db, databaseKind: "postgres" },
      { surveyId, status: "all", hidden: {}, hiddenFields: [], questions, read: "cells" },
    );
    let rows = 0;
    let first = true;
    for await (const batch of batches) {
      rows += batch.length;
      // A slow download: longer than the statement timeout and the read timeout after it.
      if (first) await sleep(3_500);
      first = false;
    }
    const [stored] = (await admin.query("select count(*)::int as n from survey_responses where survey_id = $1", [surveyId]))
      .rows as {
      n: number;
    }[];
    expect(rows).toBe(stored?.n);
  });

  it("reports 503 on /api/health when the database still reads but cannot write", async () => {
    // A database that refuses every write, as one on a full disk or a demoted primary does.
    await admin.query(`alter database ${databaseName} set default_transaction_read_only = on`);
    try {
      await terminateServerConnections();
      await vi.waitFor(() => expect(pool().totalCount).toBe(0));
      const res = await health();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "error", failed: "write" });
      await expectUnavailable(await submit());
      const read = await owner.get(`/api/surveys/${surveyId}`);
      expect(read.status).toBe(200);
    } finally {
      await admin.query(`alter database ${databaseName} reset default_transaction_read_only`);
      await terminateServerConnections();
    }
    await waitUntilHealthy();
  });
});
